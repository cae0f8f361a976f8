# syntax=docker/dockerfile:1
# The shop's production image (docs/deploy.md): one stateless server that serves the shop, the
# console and the API. Build: `docker build -t emall .`; run it with docker-compose.yml.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, from the lockfile only: a code change does not reinstall them.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
# Run-time dependencies only: the server bundle leaves out PGlite, sharp, the OpenAPI page's
# assets and the invoice font, which it finds in node_modules (scripts/build-server.mjs).
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY apps/server/migrations apps/server/migrations
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/console/dist apps/console/dist
# Uploaded pictures (after-sales, reviews, warranty) live under DATA_DIR: a volume every instance shares.
ENV DATA_DIR=/var/lib/emall PORT=3000
RUN mkdir -p /var/lib/emall && chown node:node /var/lib/emall
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["sh", "apps/server/dist/start.sh"]
