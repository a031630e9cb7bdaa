/** Lets the browser handle input and paint between two pieces of the back office's start-up work (each one long task otherwise; boot.tsx does the same for the public pages). */
export const pause = () => new Promise((resolve) => setTimeout(resolve, 0));
