/** Types of manifest.mjs, for the template's test that checks it against the route registry. */
export declare const demoRoutes: string[];
export declare const demoNamespaces: string[];
export declare const locales: string[];
export declare const removed: string[];
export declare const starterScripts: Record<string, string>;
