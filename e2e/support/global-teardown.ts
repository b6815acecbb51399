/** Stops the deployment global-setup.ts started, and removes its database and files. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.roadbookSharedDeployment?.stop();
}
