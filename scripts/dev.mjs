// `npm run dev`: the API in watch mode on PORT (8000) and Vite's dev server, which proxies /api and /media to it.
import { spawn } from 'node:child_process';

const children = [
  // From the repository root, so DATA_DIR's default ./data is the same folder `npm start` uses.
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
