export * from "./auth";
export * from "./domain";
export * from "./employer";
export * from "./platform";
export * from "./professional";
