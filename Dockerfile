# Build stage: every dependency (dev tools included), the web app and the API.
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
# The API alone with its production dependencies: no TypeScript, tsx or test tools, and no embedded
# PostgreSQL binaries (a dev dependency; the image always runs against DATABASE_URL).
RUN pnpm --filter @ideascope/api deploy --legacy --prod /deploy

# Runtime stage: the deployed API and the built web app, run as the unprivileged node user.
FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /deploy /app/api
COPY --from=build /app/web/dist /app/web/dist
USER node
EXPOSE 4000
# The same Node flags as `pnpm start` (api/package.json "serve"; tests/bench/bench-support.ts reads them from there).
CMD ["node", "--max-semi-space-size=32", "api/dist/main.js"]
