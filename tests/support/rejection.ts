/** What `call` rejects with, when it is a `type` (a fulfilment or any other error fails the test). */
export async function rejectionOf<E extends Error>(
  type: abstract new (...args: never[]) => E,
  call: Promise<unknown>,
): Promise<E> {
  try {
    await call;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected the call to reject with a ${type.name}`);
}
