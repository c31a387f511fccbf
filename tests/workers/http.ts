import { SELF } from "cloudflare:test";

export const ORIGIN = "https://pasargame.test";

/** A browser-like client: keeps cookies, sends our Origin on POST, never follows redirects. */
export function client() {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...value] = pair!.split("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()));
      if (expired) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join("="));
    }
    return res;
  };
  return {
    jar,
    async get(path: string, headers: Record<string, string> = {}) {
      return remember(
        await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookieHeader(), ...headers }, redirect: "manual" }),
      );
    },
    async post(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const item of [v].flat()) body.append(k, item);
      return remember(
        await SELF.fetch(`${ORIGIN}${path}`, {
          method: "POST",
          body,
          headers: {
            Host: new URL(ORIGIN).host,
            Origin: ORIGIN,
            Cookie: cookieHeader(),
            "Content-Type": "application/x-www-form-urlencoded",
            ...headers,
          },
          redirect: "manual",
        }),
      );
    },
  };
}

export type Client = ReturnType<typeof client>;

export async function login(c: Client, email: string, password = "demo12345", ip?: string) {
  return c.post("/login", { email, password, intent: "login" }, ip ? { "CF-Connecting-IP": ip } : {});
}
