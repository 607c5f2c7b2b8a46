// What other modules use of clearance-surveys (docs/decisions/module-boundaries.md). Nothing yet: the
// module reacts to the orders module's jobStateChanged and is used by no other module.
export {};
