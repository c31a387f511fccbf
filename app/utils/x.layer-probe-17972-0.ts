import { getUser } from "~/modules/auth/guards.server";
export const used = [getUser];
