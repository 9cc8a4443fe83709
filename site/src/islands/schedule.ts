/** Resolves in a new task of the event loop: what follows does not lengthen the task that just ran. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Runs `run` in the browser's idle time (after 200 ms where it cannot tell). */
export const idle = (run: (deadline?: IdleDeadline) => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
};
