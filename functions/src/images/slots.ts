/**
 * A weighted semaphore: tasks share `capacity` slots, each takes `weight` of them (at most all),
 * and they start in arrival order as slots free up. Bounds the memory image decoding takes on one
 * instance, whatever the number of concurrent requests.
 */
export function slots(capacity: number) {
  let free = capacity;
  const queue: { weight: number; start: () => void }[] = [];
  const startWaiting = () => {
    while (queue.length && queue[0].weight <= free) {
      const next = queue.shift()!;
      free -= next.weight;
      next.start();
    }
  };
  return async function run<T>(task: () => Promise<T>, weight = 1): Promise<T> {
    const taken = Math.min(Math.max(weight, 1), capacity);
    await new Promise<void>((start) => {
      queue.push({ weight: taken, start });
      startWaiting();
    });
    try {
      return await task();
    } finally {
      free += taken;
      startWaiting();
    }
  };
}
