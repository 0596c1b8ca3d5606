import path from 'node:path';
import { createApp } from './app.js';
import { resolveAuthSecret } from './auth/secret.js';
import { openDatabase } from './db/client.js';
import { createEmbeddedDatabaseIfMissing } from './db/create-embedded-database.js';
import { dataDirOf, InvalidSettingsError, listenHostOf, loadEnv, publicUrlOf } from './env.js';
import { useEnglishValidationMessages } from './http/validation-messages.js';

const startedAt = performance.now();

async function main() {
  useEnglishValidationMessages();
  const env = loadEnv();
  const dataDir = dataDirOf(env);
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!env.DATABASE_URL) await createEmbeddedDatabaseIfMissing(pgliteDir);
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: pgliteDir },
  );
  await database.migrate();
  const authSecret = await resolveAuthSecret(env.AUTH_SECRET, dataDir);
  const app = await createApp({ env, database, authSecret, prepareLexicon: true });
  app.addHook('onClose', async () => {
    await database.close();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight, then closing the database');
    // close() stops accepting connections, waits for requests in flight, then runs onClose hooks.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const address = await app.listen({ port: env.PORT, host: listenHostOf(env) });
  app.log.info(
    { address, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `CineVocab is ready at ${publicUrlOf(env, Number(new URL(address).port))}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof InvalidSettingsError) {
    console.error(error.message);
  } else {
    console.error('CineVocab could not start:', error);
  }
  process.exit(1);
});
