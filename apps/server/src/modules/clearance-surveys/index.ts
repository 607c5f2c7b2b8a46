// What other modules use of clearance-surveys (docs/decisions/module-boundaries.md). Export from here only;
// other modules never import the module's other files.
export {};
