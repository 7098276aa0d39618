// Preloaded into each e2e reference server (node --import). Its stdin is a pipe from the
// Playwright runner that started it: when the runner dies, even killed outright with no chance
// to stop it, the pipe closes and the server goes too, instead of keeping its port taken for
// the next run.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
