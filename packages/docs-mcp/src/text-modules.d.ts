/** A Worker's Text module (./worker-entry.ts): the file's contents as one string. */
declare module '*.txt' {
  const text: string;
  export default text;
}
