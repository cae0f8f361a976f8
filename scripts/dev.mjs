// Development: the API (restarting on change) on :3100, the shop's Vite on :5173 and the console's
// on :5174/console/, both with hot reload (they proxy the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('tsx', ['watch', 'apps/server/src/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.API_PORT ?? '3100' } }),
  spawn('npm', ['run', 'dev', '-w', '@emall/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@emall/console'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { if (code) { stop(); process.exit(code); } }));
