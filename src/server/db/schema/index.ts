export * from "./auth";
export * from "./billing";
export * from "./domain";
export * from "./employer";
export * from "./platform";
export * from "./professional";
