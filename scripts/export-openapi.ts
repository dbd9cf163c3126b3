/** `npm run openapi`: writes openapi/openapi.json from the contract (commit the result). */
import { writeFileSync } from 'node:fs';
import { generateOpenApiDocument } from '@jobmatch/contract/openapi';

const target = new URL('../openapi/openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(generateOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
