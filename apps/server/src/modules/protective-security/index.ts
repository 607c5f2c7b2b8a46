// What other modules use of protective-security (docs/decisions/module-boundaries.md). Export from here only;
// other modules never import the module's other files.
export {};
