import { afterAll, beforeAll } from "vitest";
import { setClockOffset } from "../../src/server/clock";

/**
 * The API files of one worker share their modules (`isolate: false`: importing the server once per worker instead of
 * once per file saves about five seconds a file). The server's only module-level state a test can change is the
 * test clock's offset, so every file starts and ends with real time, whatever the file before it did.
 */
const realTime = () => setClockOffset(0, { devTools: true, env: "test" });
beforeAll(realTime);
afterAll(realTime);
