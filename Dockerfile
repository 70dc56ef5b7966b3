# pi-scan serve in a container: a build stage compiles TypeScript and prunes dev dependencies; the
# runtime stage runs as the unprivileged "node" user with the key store on the /data volume.
#   docker build -t pi-scan .
#   docker run --rm -v pi-scan-data:/data pi-scan node bin/pi-keys.js org create --db /data/keys.db …
#   docker run -d -p 127.0.0.1:8080:8080 -v pi-scan-data:/data pi-scan

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Scripts off: `prepare` would build before the sources are here; native modules are built next.
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild better-sqlite3 sharp
COPY tsconfig.json tsconfig.build.json ./
COPY bin ./bin
COPY scripts ./scripts
COPY src ./src
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/bin ./bin
COPY --from=build /app/dist ./dist
COPY --from=build /app/src/detector/model-weights.bin ./src/detector/model-weights.bin
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Inside a container the service must listen on all interfaces to be reachable through -p; publish
# the port on 127.0.0.1 of the host (as above) unless a proxy in front of it needs otherwise.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "bin/pi-scan.js", "serve", "--host", "0.0.0.0", "--port", "8080", "--db", "/data/keys.db"]
