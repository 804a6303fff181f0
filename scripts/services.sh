#!/usr/bin/env bash
# Idempotent: installs PostgreSQL and Redis from Debian's packages if missing, starts them if they are not
# running, and creates the test database. Prints the URLs to export:
#   TEST_DATABASE_URL=postgres://skald:skald@127.0.0.1:5432/skald_test
#   TEST_REDIS_URL=redis://127.0.0.1:6379
# Both listen on loopback only. Needs root (or passwordless sudo) the first time, to install packages.
set -euo pipefail

PG_DB="${SKALD_PG_DB:-skald_test}"
PG_USER="${SKALD_PG_USER:-skald}"
PG_PASSWORD="${SKALD_PG_PASSWORD:-skald}"
PG_PORT="${SKALD_PG_PORT:-5432}"
REDIS_PORT="${SKALD_REDIS_PORT:-6379}"

log() { echo "[services] $*" >&2; }
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo -n"; fi

need=()
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
if [ "${#need[@]}" -gt 0 ]; then
  log "installing ${need[*]} (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >&2
  # Debian's packages try to start the services through invoke-rc.d; we start them ourselves below.
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >&2
fi

# PostgreSQL: the Debian cluster (first one found), started with pg_ctlcluster, loopback only.
PG_VER="$(ls /usr/lib/postgresql | sort -n | tail -1)"
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^${PG_VER} main$"; then
  log "creating PostgreSQL ${PG_VER} cluster"
  $SUDO pg_createcluster "$PG_VER" main --port "$PG_PORT" >&2
fi
if ! pg_lsclusters -h | awk -v v="$PG_VER" '$1==v && $2=="main" {print $4}' | grep -q online; then
  log "starting PostgreSQL ${PG_VER}"
  $SUDO pg_ctlcluster "$PG_VER" main start -- -o "-c listen_addresses=127.0.0.1" >&2 || \
    $SUDO pg_ctlcluster "$PG_VER" main start >&2
fi
for _ in $(seq 1 50); do
  if $SUDO -u postgres psql -p "$PG_PORT" -qAtc 'select 1' >/dev/null 2>&1 || \
     runuser -u postgres -- psql -p "$PG_PORT" -qAtc 'select 1' >/dev/null 2>&1; then break; fi
  sleep 0.2
done
as_pg() { if [ -z "$SUDO" ]; then runuser -u postgres -- "$@"; else $SUDO -u postgres "$@"; fi; }
if [ "$(as_pg psql -p "$PG_PORT" -qAtc "select 1 from pg_roles where rolname='${PG_USER}'")" != "1" ]; then
  log "creating role ${PG_USER}"
  as_pg psql -p "$PG_PORT" -qc "create role ${PG_USER} login password '${PG_PASSWORD}' createdb" >&2
fi
if [ "$(as_pg psql -p "$PG_PORT" -qAtc "select 1 from pg_database where datname='${PG_DB}'")" != "1" ]; then
  log "creating database ${PG_DB}"
  as_pg psql -p "$PG_PORT" -qc "create database ${PG_DB} owner ${PG_USER}" >&2
fi

# Redis: our own daemon on loopback, no persistence (it only carries pub/sub traffic).
if ! redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; then
  log "starting redis-server on 127.0.0.1:${REDIS_PORT}"
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --daemonize yes --save '' --appendonly no \
    --logfile /tmp/skald-redis.log >&2
  for _ in $(seq 1 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
fi

echo "TEST_DATABASE_URL=postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${PG_PORT}/${PG_DB}"
echo "TEST_REDIS_URL=redis://127.0.0.1:${REDIS_PORT}"
