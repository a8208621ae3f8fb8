#!/usr/bin/env node
// `npm run dev`: the Vite dev server with hot reload, proxying /rocketScript to the API server.
// Without API_TARGET it also runs the local API server (restarting on change); with API_TARGET
// the UI talks to that backend instead.
import { spawn } from 'node:child_process';

const children = [];
function run(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
}

if (!process.env.API_TARGET) {
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { PORT: process.env.API_PORT ?? '8080' });
}
run('npx', ['vite']);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
