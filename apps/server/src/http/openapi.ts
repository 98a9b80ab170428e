import { createRequire } from 'node:module';
import { dirname } from 'node:path';

import express, { Router } from 'express';

import { buildOpenApiDocument } from '@backoffice/api';

const swaggerUiDirectory = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Swagger UI served from the package itself: the reference page works without any network. */
const docsPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Back office REST API</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="reference"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

const docsInit = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });`;

export function createOpenApiRoutes() {
  const routes = Router();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  routes.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument();
    res.json(document);
  });
  routes.get('/docs', (_req, res) => {
    res.type('html').send(docsPage);
  });
  routes.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(docsInit);
  });
  routes.use('/docs/assets', express.static(swaggerUiDirectory, { index: false }));
  return routes;
}
