import { generateOpenApiDocument } from '@jobmatch/contract/openapi';
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';

/** The OpenAPI document at /api/openapi.json and Swagger UI at /docs. */
export function docsRouter(): Router {
  const document = generateOpenApiDocument();
  const router = Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use(
    '/docs',
    swaggerUi.serveFiles(document),
    swaggerUi.setup(document, { customSiteTitle: 'jobmatch API', swaggerOptions: { persistAuthorization: true } }),
  );
  return router;
}
