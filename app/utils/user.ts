import { useRouteLoaderData } from "@remix-run/react";

/** The signed-in user as the root loader gives it to every page (app/root.tsx). */
export type RootUser = {
  id: string;
  username: string;
  role: "buyer" | "seller" | "admin";
  avatarUrl: string | null;
  /** Available wallet balance in rupiah (shown in the user menu). */
  balance?: number;
};

/** What of the root loader's data this hook reads; the root loader returns `user` in this shape. */
type RootUserData = { user: RootUser | null };

/** The signed-in user as the root loader saw it (null for visitors and on error pages). */
export function useOptionalUser(): RootUser | null {
  return useRouteLoaderData<RootUserData>("root")?.user ?? null;
}
