// npm run docs: writes docs/api.md (every API operation: method, path, access rule, the contract file
// declaring it and the server file registering it) and docs/permissions.md (each staff permission,
// its screens and operations) from the declarations. `npm run docs -- --check` writes nothing and
// exits 1 when a committed file differs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { committedText, generateDocs, outOfDateMessage, REPO_ROOT } from './api-docs/generate.js';

const check = process.argv.includes('--check');
const docs = await generateDocs(REPO_ROOT);
let stale = 0;
for (const doc of docs) {
  const same = committedText(doc) === doc.text;
  if (check) {
    if (!same) {
      stale++;
      console.error(outOfDateMessage(doc));
    }
  } else {
    if (!same) writeFileSync(join(REPO_ROOT, doc.file), doc.text);
    console.log(`${doc.file}: ${same ? 'up to date' : 'written'}`);
  }
}
if (stale) process.exitCode = 1;
