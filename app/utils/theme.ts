/** Theme: dark by default, persisted in localStorage under the key "theme" (spec section 1). */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "dark" | "light";

/**
 * Runs inline in <head> before first paint, so a visitor who chose light never sees a dark flash.
 * Kept tiny and dependency-free; it is serialised into the HTML as is.
 */
export const themeInitScript = `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="light")document.documentElement.classList.remove("dark")}catch(e){}`;

export function readTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage full: the theme still applies for this page.
  }
}
