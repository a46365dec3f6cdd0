// nginx for the deployment test: deploy/nginx/gavel.conf as an operator installs it, with only its
// listen line, its two upstream ports and the export's path rewritten, inside a main config of
// our own (prefix, pid, logs and temp paths in the run's folder; foreground, not the service).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface NginxSetup {
  root: string;
  dir: string;
  listenPort: number;
  upstreams: [number, number];
  outDir: string;
}

export function siteConfig(s: NginxSetup): string {
  const site = readFileSync(path.join(s.root, 'deploy/nginx/gavel.conf'), 'utf8');
  const replaced = site
    .replace('listen 80;', `listen 127.0.0.1:${s.listenPort};`)
    .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${s.upstreams[0]} `)
    .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${s.upstreams[1]} `)
    .replace('root /srv/gavel/out;', `root ${s.outDir};`);
  for (const must of [`:${s.listenPort};`, `:${s.upstreams[0]} `, `:${s.upstreams[1]} `, s.outDir]) {
    if (!replaced.includes(must)) throw new Error(`deploy/nginx/gavel.conf changed shape: could not set ${must}`);
  }
  return replaced;
}

/** Writes the configs; answers nginx's arguments. */
export function writeNginxConfig(s: NginxSetup): string[] {
  return writeNginxFiles(s.dir, siteConfig(s));
}

/** A site config inside the test's main config, in `dir`; answers nginx's arguments. */
export function writeNginxFiles(dir: string, site: string): string[] {
  const s = { dir };
  mkdirSync(path.join(s.dir, 'logs'), { recursive: true });
  writeFileSync(path.join(s.dir, 'gavel.conf'), site);
  const isRoot = process.getuid?.() === 0;
  const main = `
# Test-only main config (the site config is from deploy/nginx/).
daemon off;
master_process on;
worker_processes 1;
# Workers as root in this throwaway run only: they read the worktree's export and write these temp paths.
${isRoot ? 'user root root;' : ''}
pid ${s.dir}/nginx.pid;
error_log ${s.dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${s.dir}/logs/access.log;
  client_body_temp_path ${s.dir}/client_body;
  proxy_temp_path ${s.dir}/proxy;
  fastcgi_temp_path ${s.dir}/fastcgi;
  uwsgi_temp_path ${s.dir}/uwsgi;
  scgi_temp_path ${s.dir}/scgi;
  include ${s.dir}/gavel.conf;
}
`;
  writeFileSync(path.join(s.dir, 'nginx.conf'), main);
  return ['-p', s.dir, '-c', path.join(s.dir, 'nginx.conf'), '-e', path.join(s.dir, 'logs/error.log')];
}
