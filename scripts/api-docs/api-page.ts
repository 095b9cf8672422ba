// docs/api.md: one row per declared operation, by declaration file then path.
import { OPERATIONS_DIR, type Declared } from './declarations.js';
import { accessText, byPath, docPath, fileLink, GENERATED_NOTE, table } from './format.js';

export function apiPage(declared: Declared[], routesFiles: Map<Declared, string>): string {
  const files = [...new Set(declared.map((d) => d.contractFile))].sort();
  const sections = files.map((file) => {
    const domain = file.slice(OPERATIONS_DIR.length + 1, -'.ts'.length);
    const rows = declared
      .filter((d) => d.contractFile === file)
      .sort(byPath)
      .map((d) => [
        d.operation.method,
        `\`${docPath(d.operation.path)}\``,
        accessText(d.operation.access),
        `\`${d.group}.${d.key}\``,
        fileLink(d.contractFile),
        fileLink(routesFiles.get(d)!),
      ]);
    return `## ${domain}\n\n${table(['Method', 'Path', 'Access', 'Declaration', 'Contract file', 'Routes file'], rows)}`;
  });

  return `# API reference

${GENERATED_NOTE(`the operation declarations in \`${OPERATIONS_DIR}/\` and the server files that register them`)}

Every \`/api\` operation of the server, ${declared.length} in all. Each is declared once in \`${OPERATIONS_DIR}/<domain>.ts\`
(method, path, access rule, and the schemas of its parameters, query, body and response) and registered by one server
file through \`registerOperations\`; the server registers no other \`/api\` route. The schemas, descriptions and
error statuses of each are in the OpenAPI document the server serves at \`/api/docs\` (\`/api/openapi.json\`).

Every operation but the \`public\` ones is for one club: the request names it in the \`x-tenant-id\` header (its slug).
The access column is who may call it, checked before the request is validated:

- **public**: anyone, with no club named by the header (the club, if any, is in the path).
- **visitor**: anyone on the club's site; a valid token of the club is read if one is sent.
- **signed in**: any signed-in user of the club, about themselves.
- **family (staff: …, owner: …)**: a member reaches their own family's rows only; staff holding the permission, and
  admins, reach every family's. With an owner, the row the request names (a membership, athlete, invoice, payment or
  provider customer) must be the member's family's, else 404; without, the list is filtered to the member's family.
- **staff: …**: staff holding the permission (with "or", any one of them), and admins.
- **admin**: the club's admins only.

No token on a signed-in rule is 401; a token without the right is 403. What each staff permission opens:
[permissions.md](permissions.md).

${sections.join('\n\n')}
`;
}
