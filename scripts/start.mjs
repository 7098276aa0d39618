// `npm start`: from a fresh clone to a running product with the demo tenant.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('node_modules/.package-lock.json')) {
  console.log('Installing dependencies (first start)…');
  run(npm, ['install', '--no-audit', '--no-fund']);
}

console.log('Building the app…');
run(npm, ['run', 'build', '--silent']);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
