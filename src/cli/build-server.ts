import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, DEFAULT_SERVER_DIST_DIR } from './server-build';

// `npm run build:server`: the production server as plain JavaScript in dist/server (decision 064), e.g. for a
// container image, which then runs `node dist/server/main.js`. `npm start` builds it itself when needed.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = await buildServer(root, process.env.SERVER_DIST_DIR || DEFAULT_SERVER_DIST_DIR);
process.stdout.write(`Server built: ${path.relative(process.cwd(), entry)}\n`);
