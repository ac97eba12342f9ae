/** Types of markers.mjs, for the template's test that reads the registry as the starter has it. */
export declare function applyMarkers(text: string, file: string): string | null;
