// What other modules use of health (docs/decisions/module-boundaries.md): nothing yet; it serves its own
// routes. Export here what another module may call; never import its other files from outside.
export {};
