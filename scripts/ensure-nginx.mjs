// Makes sure nginx exists for `npm run test:deploy`. On a machine without it, running as root
// with apt, it installs Debian's `nginx` package (only the binary is used: the test runs it in
// the foreground with its own config, never the system service); otherwise it says how to get it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

export function findNginx() {
  if (process.env.NGINX_BIN && existsSync(process.env.NGINX_BIN)) return process.env.NGINX_BIN;
  return NGINX_PATHS.find((p) => existsSync(p)) ?? null;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const found = findNginx();
  if (found) {
    console.log(`nginx: ${found}`);
    process.exit(0);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('nginx: not found, installing Debian nginx with apt-get');
    // policy-rc.d 101: the package must not start the system service (the test runs its own).
    execSync(
      'apt-get update -q && printf "#!/bin/sh\\nexit 101\\n" > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && ' +
        '(DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx-light || DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx); ' +
        'status=$?; rm -f /usr/sbin/policy-rc.d; exit $status',
      { stdio: 'inherit', shell: '/bin/bash' },
    );
    const after = findNginx();
    if (after) {
      console.log(`nginx: ${after}`);
      process.exit(0);
    }
  }
  console.error('No nginx found. Install it (Debian: `sudo apt-get install -y nginx`) or set NGINX_BIN to its binary.');
  process.exit(1);
}
