import pg from 'pg';

/** The one database the end-to-end server uses on a PostgreSQL server: made anew for each run. */
const E2E_DATABASE = 'screener_e2e';

/**
 * Creates an empty `screener_e2e` database on the server `serverUrl` names (dropping the last
 * run's first, so a run never starts on another's rows) and answers its URL.
 */
export async function freshDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${E2E_DATABASE}" with (force)`);
    await client.query(`create database "${E2E_DATABASE}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}
