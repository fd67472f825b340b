/** The six-step process of the home page: content/process/, ordered by step number. */
import processSteps from "content:collection/process";

export { processSteps };
