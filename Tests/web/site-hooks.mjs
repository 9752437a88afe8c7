// Node module hooks that resolve the page's absolute site paths ('/shell/dom.js', '/bowlertrax/format.js') to the
// files that serve them: every Sources/*/Public folder is served at the site root, as the Swift server does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const sources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../Sources');
const roots = fs.readdirSync(sources).map((name) => path.join(sources, name, 'Public')).filter((dir) => fs.existsSync(dir));

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('/') && !specifier.startsWith('//')) {
    for (const root of roots) {
      const file = path.join(root, specifier);
      if (fs.existsSync(file)) return { url: pathToFileURL(file).href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}
