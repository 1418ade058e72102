import { spawn } from 'node:child_process';

// `npm run dev`: the API server restarting on change (tsx watch) and Vite with hot reload, proxying /api to it.
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', process.env.VITE_PORT ?? '5173'], {
    stdio: 'inherit',
  }),
];
process.stdout.write(
  `Open http://localhost:${process.env.VITE_PORT ?? '5173'} (API on port ${process.env.PORT ?? '3000'})\n`,
);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => code && stop());
