// What `npm start` prints once the server answers.
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../drizzle/seed";
