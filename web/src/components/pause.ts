/** Lets the browser handle input and paint between two pieces of start-up work (each one long task otherwise). */
export const pause = () => new Promise((resolve) => setTimeout(resolve, 0));
