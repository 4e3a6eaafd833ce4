# The portal as one image: web app, API, identity provider and Strapi admin panel on one port.
# Build:  docker build -t hearth .      Run: see docker-compose.yml

# The Node.js version CI tests on (.node-version); keep the two equal (a test checks).
ARG NODE_VERSION=22.23.3

# ---- build: install everything, build the shared package, the web bundle and Strapi (server + admin panel)
FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && node scripts/build.mjs --force

# ---- runtime: the built checkout, run as the unprivileged "node" user, state in /data
FROM node:${NODE_VERSION}-bookworm-slim
# postgresql-client: pg_dump/pg_restore for `npm run backup` / `npm run restore`, from PostgreSQL's own
# repository so they match the compose file's server (pg_dump refuses a newer server).
ARG PG_CLIENT_VERSION=16
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-dejavu-core ca-certificates curl \
 && install -d /usr/share/postgresql-common/pgdg \
 && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
 && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" > /etc/apt/sources.list.d/pgdg.list \
 && apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-${PG_CLIENT_VERSION} \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=1337 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data"]
EXPOSE 1337
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||1337)+'/_health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
