# RentValue app image (docs/deploy.md). Built and run by compose.yaml: two of these behind nginx on one PostgreSQL.
# The image holds the built web app and the server built into plain JavaScript, run by node alone (decision 064); it
# reads its migrations, rent benchmark tables and package.json from src/ beside it. On PostgreSQL it runs a worker
# per CPU on one port (WEB_CONCURRENCY).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST_DIR=/app/dist/web \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY src ./src
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/server ./dist/server
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# 200 while serving; 503 while the database is unreachable or the instance is draining after SIGTERM.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: new report runs are refused, runs in flight finish (up to 66 s with the default timeouts), then exit.
STOPSIGNAL SIGTERM
# Migrates (under an advisory lock, so instances and workers starting together migrate once), then serves.
CMD ["node", "dist/server/main.js"]
