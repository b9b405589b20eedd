# Ember: one image for the whole site (API, realtime, e-mail worker and the prerendered web app).
# Build: docker build -t ember .   Run: see docs/deploy.md.

# Node 24, the active LTS line (supported to April 2028); the build and the runtime share one base, so a
# native module is installed by the Node that runs it. Why 24, and which Node versions Ember supports:
# docs/decisions/0062.

# --- build: every dependency (the web app's packages, the bundler and the test tools) ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
RUN npm ci --no-audit --no-fund
COPY . .
# Builds packages/web/build/client and packages/server/dist (main.js, and backup.js, restore.js and admin.js
# for `npm run backup`, `restore` and `admin`), then replaces
# node_modules with the server's production dependencies alone, from the npm cache of the first install:
# the web app's packages (React, Radix, TypeScript through React Router…) are in the built files, and the
# server does not run them.
RUN npm run build \
 && npm ci --omit=dev --workspace=@ember/server --prefer-offline --no-audit --no-fund

# --- runtime: production dependencies and the built output only ---
FROM node:24-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: glibc's allocator keeps an arena per thread that allocated; V8's background compiler
# threads leave ~30 MB in them after the embedded database's start (docs/decisions/0059).
# MALLOC_MMAP_THRESHOLD_: blocks of 32 KiB and more are mapped on their own and handed back when freed; the
# optimising compiler's scratch memory for the embedded database otherwise stays resident, about 70 MB
# (docs/decisions/0078).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=32768 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
# entities/: the entity schemas the server reads at start. packages/domain and packages/server/package.json:
# the workspace links in node_modules/@ember point into packages/, and the server finds entities/ from its
# own package.json. Of the web app, only its built files.
COPY --from=build /app/entities ./entities
COPY --from=build /app/packages/domain ./packages/domain
COPY --from=build /app/packages/server/package.json ./packages/server/
COPY --from=build /app/packages/server/dist ./packages/server/dist
COPY --from=build /app/packages/web/build/client ./packages/web/build/client
# The image's files stay root's; the server runs as the unprivileged `node` user and writes only DATA_DIR
# (the embedded database, the local mailbox, uploads, backups by default).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready = the database answers and every migration is applied (/readyz); node's fetch, as slim has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1 receives SIGTERM and closes gracefully (main.ts); no npm in between.
CMD ["node", "--disable-proto=delete", "packages/server/dist/main.js"]
