#!/usr/bin/env node
// Checks the served page without a browser or a build: every Sources/*/Public folder is served at the site root
// (AppServer's /index.html, /shell/, /onboarding/, /home/; the casino's /casino/), so this script
//   - finds every file's site path and refuses two folders serving the same one,
//   - walks every module's static `import { a, b } from '...'` (an absolute site path such as '/shell/dom.js',
//     or './x.js' inside the same folder) and checks the target exists and exports each name imported,
//   - checks every absolute src/href in the HTML pages names a served file,
//   - parses every module as a module (node --check), which catches what a browser refuses to load at all.
// Usage: node scripts/check-web-imports.mjs [repository root]   (exit status 1 when anything is wrong)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(process.argv[2] ?? '.');
const sources = path.join(repo, 'Sources');
const roots = fs.readdirSync(sources).map((name) => path.join(sources, name, 'Public')).filter((dir) => fs.existsSync(dir));
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true })
  .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

const problems = [];
const site = new Map(); // site path -> file
for (const root of roots) {
  for (const file of walk(root)) {
    const sitePath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    if (site.has(sitePath)) problems.push(`${sitePath} is served by both ${site.get(sitePath)} and ${file}`);
    else site.set(sitePath, file);
  }
}

const exportCache = new Map();
function exportsOf(file) {
  if (!exportCache.has(file)) {
    const source = fs.readFileSync(file, 'utf8');
    const names = new Set();
    for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/g)) names.add(match[1]);
    for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
      for (const name of match[1].split(',')) names.add(name.trim().split(/\s+as\s+/).pop());
    }
    exportCache.set(file, names);
  }
  return exportCache.get(file);
}

let modules = 0;
for (const [sitePath, file] of site) {
  const source = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.html')) {
    for (const match of source.matchAll(/(?:src|href)="(\/[^"#?]*)"/g)) {
      const target = match[1].endsWith('/') ? `${match[1]}index.html` : match[1];
      if (!site.has(target)) problems.push(`${sitePath}: ${match[1]} is not served`);
    }
    continue;
  }
  if (!file.endsWith('.js')) continue;
  modules += 1;
  // Parsed as the browser parses a module (a name declared twice, say an import and a function, is an early error).
  const parsed = spawnSync(process.execPath, ['--input-type=module', '--check'], { input: source, encoding: 'utf8' });
  if (parsed.status !== 0) problems.push(`${sitePath}: not a valid module: ${parsed.stderr.split('\n').slice(0, 5).join(' ')}`);
  for (const match of source.matchAll(/^import\s+(?:\{([^}]*)\}\s+from\s+)?'([^']+)';/gm)) {
    const specifier = match[2];
    let target;
    if (specifier.startsWith('/')) target = specifier;
    else if (specifier.startsWith('./')) target = path.posix.join(path.posix.dirname(sitePath), specifier);
    else { problems.push(`${sitePath}: import '${specifier}' is neither absolute nor ./`); continue; }
    if (!site.has(target)) { problems.push(`${sitePath}: '${specifier}' is not served`); continue; }
    const names = exportsOf(site.get(target));
    for (const name of (match[1] ?? '').split(',').map((entry) => entry.trim().split(/\s+as\s+/)[0]).filter(Boolean)) {
      if (!names.has(name)) problems.push(`${sitePath}: '${specifier}' exports no ${name}`);
    }
  }
  for (const match of source.matchAll(/^import\s[^'\n]*$/gm)) problems.push(`${sitePath}: an import over several lines: ${match[0]}`);
}

for (const problem of problems) console.log(problem);
console.log(`${roots.length} folders, ${site.size} files, ${modules} modules, ${problems.length} problems`);
process.exit(problems.length > 0 ? 1 : 0);
