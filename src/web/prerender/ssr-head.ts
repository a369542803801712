/**
 * The page title and description captured while prerendering (effects do not run on the server, so
 * usePageTitle/usePageMeta also write here during render when `import.meta.env.SSR`). Reset per page.
 */
export const ssrHead: { title: string | null; description: string | null } = { title: null, description: null };
