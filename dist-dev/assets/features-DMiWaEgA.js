import { $ as notifyAnimationStart, A as resolveTransition, At as isNumericalString, B as supportsLinearEasing, C as createBox, Ct as frameData, D as optimizedAppearDataAttribute, Dt as secondsToMilliseconds, E as buildHTMLStyles, Et as millisecondsToSeconds, F as acceleratedValues, G as positionalValues, H as KeyframeResolver, I as NativeAnimation, J as defaultTransformValue, K as transformPropOrder, L as isGenerator, M as transformGroups, Mt as invariant, N as isDefaultTransform, Nt as warning, O as isMotionValue, Ot as noop, P as transformFunction, Pt as clamp, Q as WithPromise, R as supportedWaapiEasing, S as isAnimationControls, St as time, T as cssStyleProperties, Tt as velocityPerSecond, U as flushKeyframeResolvers, V as setStyle, W as isNumOrPxType, X as getAnimatableNone, Y as readTransformValue, Z as getDefaultValueType, _ as isSVGTag, _t as number, at as buildTransformer, b as variantPriorityOrder, bt as isCSSVariableToken, ct as color, dt as percent, et as getFinalKeyframe, ft as px, g as scrapeMotionValuesFromProps$2, gt as rgba, h as isSVGComponent, ht as hex, it as analyseComplexValue, j as motionValue, jt as MotionGlobalConfig, k as resolveVariantFromProps, kt as isZeroValueString, lt as hsla, mt as vw, nt as cancelFrame, ot as complex, pt as vh, q as transformProps, rt as frame, st as hasComplexValues, tt as generateLinearEasing, ut as degrees, v as scrapeMotionValuesFromProps, vt as containsCSSVariable, w as buildSVGAttrs, wt as isBezierDefinition, x as isVariantLabel, xt as sanitize, y as VisualElement, yt as isCSSVariableName, z as cubicBezierAsString } from "./index-BULS2Aaf.js";
import { r as __toESM, t as require_react } from "./react-PYT6vkka.js";
// node_modules/motion-utils/dist/es/is-object.mjs
var isObject = (value) => typeof value === "object" && value !== null;
// node_modules/motion-utils/dist/es/pipe.mjs
/**
* Pipe
* Compose other transformers to run linearily
* pipe(min(20), max(40))
* @param  {...functions} transformers
* @return {function}
*/
var pipe = (...transformers) => transformers.reduce((a, b) => (v) => b(a(v)));
// node_modules/motion-utils/dist/es/progress.mjs
var progress = /* @__NO_SIDE_EFFECTS__ */ (from, to, value) => {
	const range = to - from;
	return range ? (value - from) / range : 1;
};
// node_modules/motion-utils/dist/es/easing/cubic-bezier.mjs
var calcBezier = (t, a1, a2) => t * (3 * (1 - t) * ((1 - t) * a1 + t * a2) + t * t);
/*#__NO_SIDE_EFFECTS__*/
function cubicBezier(mX1, mY1, mX2, mY2) {
	if (mX1 === mY1 && mX2 === mY2) return noop;
	return (x) => {
		let lowerBound = 0;
		let upperBound = 1;
		let t = x;
		for (let i = 0;; i++) {
			if (!(t >= lowerBound && t <= upperBound)) t = (lowerBound + upperBound) / 2;
			const currentX = calcBezier(t, mX1, mX2) - x;
			if (currentX * currentX < 1e-28 || i === 40) break;
			currentX > 0 ? upperBound = t : lowerBound = t;
			t -= currentX * 1e-7 / (calcBezier(t + 1e-7, mX1, mX2) - x - currentX);
		}
		return calcBezier(t, mY1, mY2);
	};
}
// node_modules/motion-utils/dist/es/easing/modifiers/mirror.mjs
var mirrorEasing = /* @__NO_SIDE_EFFECTS__ */ (easing) => (p) => p <= .5 ? easing(2 * p) / 2 : (2 - easing(2 * (1 - p))) / 2;
// node_modules/motion-utils/dist/es/easing/modifiers/reverse.mjs
var reverseEasing = /* @__NO_SIDE_EFFECTS__ */ (easing) => (p) => 1 - easing(1 - p);
// node_modules/motion-utils/dist/es/easing/back.mjs
var backOut = /*@__PURE__*/ cubicBezier(.33, 1.53, .69, .99);
var backIn = /*@__PURE__*/ reverseEasing(backOut);
var backInOut = /*@__PURE__*/ mirrorEasing(backIn);
// node_modules/motion-utils/dist/es/easing/anticipate.mjs
var anticipate = (p) => p >= 1 ? 1 : (p *= 2) < 1 ? .5 * backIn(p) : .5 * (2 - Math.pow(2, -10 * (p - 1)));
// node_modules/motion-utils/dist/es/easing/circ.mjs
var circIn = (p) => 1 - Math.sin(Math.acos(p));
var circOut = /* @__PURE__ */ reverseEasing(circIn);
var circInOut = /* @__PURE__ */ mirrorEasing(circIn);
// node_modules/motion-utils/dist/es/easing/ease.mjs
var easeIn = /*@__PURE__*/ cubicBezier(.42, 0, 1, 1);
var easeOut = /*@__PURE__*/ cubicBezier(0, 0, .58, 1);
var easeInOut = /*@__PURE__*/ cubicBezier(.42, 0, .58, 1);
// node_modules/motion-utils/dist/es/easing/utils/is-easing-array.mjs
var isEasingArray = /* @__NO_SIDE_EFFECTS__ */ (ease) => {
	return Array.isArray(ease) && typeof ease[0] !== "number";
};
// node_modules/motion-utils/dist/es/easing/utils/map.mjs
var easingLookup = {
	linear: noop,
	easeIn,
	easeInOut,
	easeOut,
	circIn,
	circInOut,
	circOut,
	backIn,
	backInOut,
	backOut,
	anticipate
};
var isValidEasing = (easing) => {
	return typeof easing === "string";
};
var easingDefinitionToFunction = (definition) => {
	if (isBezierDefinition(definition)) {
		typeof process !== "undefined" && invariant(definition.length === 4, `Cubic bezier arrays must contain four numerical values.`, "cubic-bezier-length");
		const [x1, y1, x2, y2] = definition;
		return /* @__PURE__ */ cubicBezier(x1, y1, x2, y2);
	} else if (isValidEasing(definition)) {
		typeof process !== "undefined" && invariant(easingLookup[definition] !== void 0, `Invalid easing type '${definition}'`, "invalid-easing-type");
		return easingLookup[definition];
	}
	return definition;
};
// node_modules/motion-dom/dist/es/value/types/color/hsla-to-rgba.mjs
function hueToRgb(p, q, t) {
	if (t < 0) t += 1;
	if (t > 1) t -= 1;
	if (t < 1 / 6) return p + (q - p) * 6 * t;
	if (t < 1 / 2) return q;
	if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
	return p;
}
function hslaToRgba({ hue, saturation, lightness, alpha }) {
	hue /= 360;
	saturation /= 100;
	lightness /= 100;
	let red = 0;
	let green = 0;
	let blue = 0;
	if (!saturation) red = green = blue = lightness;
	else {
		const q = lightness < .5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
		const p = 2 * lightness - q;
		red = hueToRgb(p, q, hue + 1 / 3);
		green = hueToRgb(p, q, hue);
		blue = hueToRgb(p, q, hue - 1 / 3);
	}
	return {
		red: Math.round(red * 255),
		green: Math.round(green * 255),
		blue: Math.round(blue * 255),
		alpha
	};
}
// node_modules/motion-dom/dist/es/utils/mix/immediate.mjs
function mixImmediate(a, b) {
	return (p) => p > 0 ? b : a;
}
// node_modules/motion-dom/dist/es/utils/mix/number.mjs
var mixNumber$1 = (from, to, progress) => {
	return from + (to - from) * progress;
};
// node_modules/motion-dom/dist/es/utils/mix/color.mjs
var mixLinearColor = (from, to, v) => {
	const fromExpo = from * from;
	const expo = v * (to * to - fromExpo) + fromExpo;
	return expo < 0 ? 0 : Math.sqrt(expo);
};
var colorTypes = [
	hex,
	rgba,
	hsla
];
var getColorType = (v) => colorTypes.find((type) => type.test(v));
function asRGBA(color) {
	const type = getColorType(color);
	if (!type) {
		warning(false, `'${color}' is not an animatable color. Use the equivalent color code instead.`, "color-not-animatable");
		return false;
	}
	let model = type.parse(color);
	if (type === hsla) model = hslaToRgba(model);
	return model;
}
var mixColor = (from, to) => {
	const fromRGBA = asRGBA(from);
	const toRGBA = asRGBA(to);
	if (!fromRGBA || !toRGBA) return mixImmediate(from, to);
	const blended = { ...fromRGBA };
	return (v) => {
		blended.red = mixLinearColor(fromRGBA.red, toRGBA.red, v);
		blended.green = mixLinearColor(fromRGBA.green, toRGBA.green, v);
		blended.blue = mixLinearColor(fromRGBA.blue, toRGBA.blue, v);
		blended.alpha = mixNumber$1(fromRGBA.alpha, toRGBA.alpha, v);
		return rgba.transform(blended);
	};
};
// node_modules/motion-dom/dist/es/utils/mix/visibility.mjs
var invisibleValues = /* @__PURE__ */ new Set(["none", "hidden"]);
/**
* Returns a function that, when provided a progress value between 0 and 1,
* will return the "none" or "hidden" string only when the progress is that of
* the origin or target.
*/
function mixVisibility(origin, target) {
	if (invisibleValues.has(origin)) return (p) => p <= 0 ? origin : target;
	else return (p) => p >= 1 ? target : origin;
}
// node_modules/motion-dom/dist/es/utils/mix/complex.mjs
function mixNumber(a, b) {
	return (p) => mixNumber$1(a, b, p);
}
function getMixer(a) {
	if (typeof a === "number") return mixNumber;
	else if (typeof a === "string") return isCSSVariableToken(a) ? mixImmediate : color.test(a) ? mixColor : mixComplex;
	else if (Array.isArray(a)) return mixArray;
	else if (typeof a === "object") return color.test(a) ? mixColor : mixObject;
	return mixImmediate;
}
function mixArray(a, b) {
	const output = [...a];
	const numValues = output.length;
	const blendValue = a.map((v, i) => getMixer(v)(v, b[i]));
	return (p) => {
		for (let i = 0; i < numValues; i++) output[i] = blendValue[i](p);
		return output;
	};
}
function mixObject(a, b) {
	const output = {
		...a,
		...b
	};
	const blendValue = {};
	for (const key in output) if (a[key] !== void 0 && b[key] !== void 0) blendValue[key] = getMixer(a[key])(a[key], b[key]);
	return (v) => {
		for (const key in blendValue) output[key] = blendValue[key](v);
		return output;
	};
}
function matchOrder(origin, target) {
	const orderedOrigin = [];
	const pointers = {
		color: 0,
		var: 0,
		number: 0
	};
	for (let i = 0; i < target.values.length; i++) {
		const type = target.types[i];
		const originIndex = origin.indexes[type][pointers[type]];
		const originValue = origin.values[originIndex] ?? 0;
		orderedOrigin[i] = originValue;
		pointers[type]++;
	}
	return orderedOrigin;
}
var mixComplex = (origin, target) => {
	const originStats = analyseComplexValue(origin);
	const targetStats = analyseComplexValue(target);
	if (originStats.indexes.var.length === targetStats.indexes.var.length && originStats.indexes.color.length === targetStats.indexes.color.length && originStats.indexes.number.length >= targetStats.indexes.number.length) {
		if (invisibleValues.has(origin) && !targetStats.values.length || invisibleValues.has(target) && !originStats.values.length) return mixVisibility(origin, target);
		return pipe(mixArray(matchOrder(originStats, targetStats), targetStats.values), buildTransformer(targetStats));
	} else {
		warning(true, `Complex values '${origin}' and '${target}' too different to mix. Ensure all colors are of the same type, and that each contains the same quantity of number and color values. Falling back to instant transition.`, "complex-values-different");
		return mixImmediate(origin, target);
	}
};
// node_modules/motion-dom/dist/es/utils/mix/index.mjs
/**
* A single number with an optional unit, e.g. "50%", "-10px", ".5em".
* Exponents don't match, so they fall through to the complex mixer.
*/
var unitValue = /^(-?(?:\d+(?:\.\d*)?|\.\d+))([a-z%]*)$/iu;
/**
* Most CSS values Motion mixes are a single number with a unit. Mixing
* these directly produces the same output as the complex mixer
* ("25%", "0.33333px") without tokenising both strings.
*/
function mixUnit(from, to) {
	const a = unitValue.exec(from);
	if (!a) return;
	const b = unitValue.exec(to);
	if (!b || a[2] !== b[2]) return;
	const unit = a[2];
	const origin = parseFloat(a[1]);
	const target = parseFloat(b[1]);
	return (p) => sanitize(mixNumber$1(origin, target, p)) + unit;
}
function mix(from, to, p) {
	if (typeof from === "number" && typeof to === "number" && typeof p === "number") return mixNumber$1(from, to, p);
	if (typeof from === "string" && typeof to === "string") {
		const mixer = mixUnit(from, to);
		if (mixer) return mixer;
	}
	return getMixer(from)(from, to);
}
// node_modules/motion-dom/dist/es/animation/drivers/frame.mjs
var frameloopDriver = (update) => {
	const passTimestamp = ({ timestamp }) => update(timestamp);
	return {
		start: (keepAlive = true) => frame.update(passTimestamp, keepAlive),
		stop: () => cancelFrame(passTimestamp),
		/**
		* If we're processing this frame we can use the
		* framelocked timestamp to keep things in sync.
		*/
		now: () => frameData.isProcessing ? frameData.timestamp : time.now()
	};
};
// node_modules/motion-dom/dist/es/animation/generators/utils/calc-duration.mjs
/**
* Implement a practical max duration for keyframe generation
* to prevent infinite loops
*/
var maxGeneratorDuration = 2e4;
function calcGeneratorDuration(generator, timeStep = 50, maxDuration = maxGeneratorDuration, keyframes) {
	let duration = 0;
	let state = generator.next(duration);
	keyframes?.push(state.value);
	while (!state.done && duration < maxDuration) {
		duration += timeStep;
		state = generator.next(duration);
		keyframes?.push(state.value);
	}
	return duration >= maxDuration ? Infinity : duration;
}
// node_modules/motion-dom/dist/es/animation/generators/utils/create-generator-easing.mjs
/**
* Create a progress => progress easing function from a generator.
*/
function createGeneratorEasing(options, scale = 100, createGenerator) {
	/**
	* The easing is generated over 0 - scale, but velocity is in the
	* value's own units, so scale it to match. Otherwise an interrupted
	* spring hands off the wrong speed, or direction. Keyframes with
	* units (colours, filters, mixed units) give NaN, which is falsy,
	* so their velocity passes through unscaled.
	*/
	const { keyframes: k, velocity: v } = options;
	const delta = k && k[k.length - 1] - k[0];
	const generator = createGenerator({
		...options,
		velocity: v && delta ? v * scale / delta : v,
		keyframes: [0, scale]
	});
	const duration = Math.min(calcGeneratorDuration(generator), maxGeneratorDuration);
	return {
		type: "keyframes",
		ease: (progress) => {
			return generator.next(duration * progress).value / scale;
		},
		duration: millisecondsToSeconds(duration)
	};
}
// node_modules/motion-dom/dist/es/animation/generators/spring.mjs
var defaultStiffness = 100;
var defaultDamping = 10;
var defaultMass = 1;
var defaultDuration = 800;
var defaultBounce = .3;
var defaultVisualDuration = .3;
var restSpeedGranular = .01;
var restSpeedDefault = 2;
var restDeltaGranular = .005;
var restDeltaDefault = .5;
var minDuration = .01;
var maxDuration = 10;
var minDamping = .05;
/**
* Maps bounce to a damping ratio as SwiftUI does: 0 is critically damped, and
* it approaches undamped towards 1 and infinitely overdamped towards -1. Both
* ends are limited so the spring still moves and settles.
*/
var bounceToDampingRatio = (bounce) => bounce < 0 ? 1 / Math.max(1 + bounce, minDamping) : Math.max(1 - bounce, minDamping);
/**
* Scales an overdamped spring's undamped frequency so that, at its defining
* time, it has as far left to go as the critically damped spring that's
* criticalFreqTime radians in by then. A negative bounce then changes the
* shape of the curve, not when it arrives. 1 at a damping ratio of 1, so
* there's no jump at a bounce of 0.
*
* Solved by Newton on the remaining distance (times fast - slow), which is
* convex from criticalFreqTime onwards. criticalFreqTime is always below the
* answer, so it converges from below without overshooting.
*/
function overdampedFreqScale(dampingRatio, criticalFreqTime) {
	if (!(dampingRatio > 1)) return 1;
	const root = Math.sqrt(dampingRatio * dampingRatio - 1);
	const slow = dampingRatio - root;
	const fast = dampingRatio + root;
	const target = 2 * root * Math.exp(-criticalFreqTime) * (1 + criticalFreqTime);
	return approximateRoot((freqTime) => fast * Math.exp(-slow * freqTime) - slow * Math.exp(-fast * freqTime) - target, (freqTime) => Math.exp(-fast * freqTime) - Math.exp(-slow * freqTime), criticalFreqTime) / criticalFreqTime;
}
function calcAngularFreq(undampedFreq, dampingRatio) {
	return undampedFreq * Math.sqrt(1 - dampingRatio * dampingRatio);
}
var rootIterations = 12;
function approximateRoot(envelope, derivative, initialGuess) {
	let result = initialGuess;
	for (let i = 1; i < rootIterations; i++) result = result - envelope(result) / derivative(result);
	return result;
}
/**
* This is ported from the Framer implementation of duration-based spring resolution.
*/
var safeMin = .001;
/**
* Assumes zero initial velocity and the default mass: duration springs start
* from rest so they end exactly at their duration. Only resolves without
* valid physics. Returns NaN physics when the root search doesn't converge.
*/
function findSpring({ duration = defaultDuration, bounce = defaultBounce }) {
	let envelope;
	let derivative;
	warning(duration <= secondsToMilliseconds(maxDuration), "Spring duration must be 10 seconds or less", "spring-duration-limit");
	const dampingRatio = bounceToDampingRatio(bounce);
	duration = clamp(minDuration, maxDuration, millisecondsToSeconds(duration));
	if (dampingRatio < 1) {
		/**
		* Underdamped spring
		*/
		envelope = (undampedFreq) => {
			const exponentialDecay = undampedFreq * dampingRatio;
			const delta = exponentialDecay * duration;
			const b = calcAngularFreq(undampedFreq, dampingRatio);
			const c = Math.exp(-delta);
			return safeMin - exponentialDecay / b * c;
		};
		derivative = (undampedFreq) => {
			const delta = undampedFreq * dampingRatio * duration;
			const e = dampingRatio * dampingRatio * undampedFreq * undampedFreq * duration;
			const f = Math.exp(-delta);
			const g = calcAngularFreq(undampedFreq * undampedFreq, dampingRatio);
			return (-envelope(undampedFreq) + safeMin > 0 ? -1 : 1) * -e * f / g;
		};
	} else {
		/**
		* Critically-damped spring. Overdamped springs reuse this root,
		* scaled below.
		*/
		envelope = (undampedFreq) => {
			return -.001 + Math.exp(-undampedFreq * duration) * (undampedFreq * duration + 1);
		};
		derivative = (undampedFreq) => {
			return Math.exp(-undampedFreq * duration) * (-undampedFreq * (duration * duration));
		};
	}
	const initialGuess = 5 / duration;
	const criticalFreq = approximateRoot(envelope, derivative, initialGuess);
	const undampedFreq = criticalFreq * overdampedFreqScale(dampingRatio, criticalFreq * duration);
	const stiffness = undampedFreq * undampedFreq;
	return {
		stiffness,
		damping: dampingRatio * 2 * Math.sqrt(stiffness),
		duration: secondsToMilliseconds(duration)
	};
}
/**
* Spring physics must be finite. stiffness and mass are also divisors so must
* be positive, whereas a damping of 0 is a valid, perpetually oscillating
* spring. Relational rather than Number.isFinite so numeric strings still
* coerce.
*/
var isValidPhysics = (value, canBeZero) => (canBeZero ? value >= 0 : value > 0) && value < Infinity;
/**
* Returns value if it's usable spring physics, otherwise undefined so callers
* fall back to the default. An explicit `undefined`, e.g. from a forwarded
* optional prop, must fall back too. Invalid physics would otherwise resolve
* to NaN spring values that never report done.
*/
function resolvePhysics(value, canBeZero) {
	if (isValidPhysics(value, canBeZero)) return value;
	warning(value === void 0 || value === "auto", "Spring stiffness and mass must be positive, damping 0 or greater", "spring-invalid-physics");
}
function getSpringOptions(options) {
	/**
	* Resolve physics before choosing between physics- and duration-based
	* resolution, so an invalid stiffness doesn't also silently discard a
	* valid duration/bounce.
	*/
	const validStiffness = resolvePhysics(options.stiffness);
	const validDamping = resolvePhysics(options.damping, true);
	const validMass = resolvePhysics(options.mass);
	const springOptions = {
		...options,
		stiffness: validStiffness ?? defaultStiffness,
		damping: validDamping ?? defaultDamping,
		mass: validMass ?? defaultMass,
		isResolvedFromDuration: false,
		isTimeDefined: (validStiffness ?? validDamping ?? validMass) === void 0 && (options.duration !== void 0 || options.bounce !== void 0)
	};
	if (springOptions.isTimeDefined) {
		if (options.visualDuration) {
			const dampingRatio = bounceToDampingRatio(options.bounce || 0);
			const root = 2 * Math.PI / (options.visualDuration * 1.2) * overdampedFreqScale(dampingRatio, 2 * Math.PI / 1.2);
			springOptions.stiffness = root * root;
			springOptions.damping = 2 * dampingRatio * Math.sqrt(springOptions.stiffness);
		} else {
			Object.assign(springOptions, findSpring(springOptions));
			springOptions.isResolvedFromDuration = true;
		}
		/**
		* Time options can degenerate: a NaN bounce gives a NaN damping, an
		* infinite visualDuration a 0 stiffness, and findSpring NaN for both
		* when it doesn't converge. Replace the two together, so the
		* relationship duration resolution establishes between them is never
		* left half-overwritten.
		*/
		if (!isValidPhysics(springOptions.stiffness) || !isValidPhysics(springOptions.damping, true)) {
			springOptions.stiffness = defaultStiffness;
			springOptions.damping = defaultDamping;
		}
	}
	return springOptions;
}
function springGenerator(optionsOrVisualDuration = defaultVisualDuration, bounce = defaultBounce) {
	const options = typeof optionsOrVisualDuration !== "object" ? {
		visualDuration: optionsOrVisualDuration,
		keyframes: [0, 1],
		bounce
	} : optionsOrVisualDuration;
	const origin = options.keyframes[0];
	const target = options.keyframes[options.keyframes.length - 1];
	/**
	* This is the Iterator-spec return value. We ensure it's mutable rather than using a generator
	* to reduce GC during animation.
	*/
	const state = {
		done: false,
		value: origin
	};
	const { stiffness, damping, mass, duration, isResolvedFromDuration, isTimeDefined } = getSpringOptions({ ...options });
	/**
	* A duration spring must end exactly at its duration, and it's settled
	* from rest by then. Inherited velocity could leave it still moving, so
	* it starts from rest. Every other spring, visualDuration included, ends
	* when it comes to rest, so inherits velocity as its initial condition.
	*/
	const inheritVelocity = (velocity) => isResolvedFromDuration ? 0 : -millisecondsToSeconds(velocity);
	const dampingRatio = damping / (2 * Math.sqrt(stiffness * mass));
	const undampedAngularFreq = millisecondsToSeconds(Math.sqrt(stiffness / mass));
	const decay = dampingRatio * undampedAngularFreq;
	/**
	* Everything that changes when the spring is retargeted: written by
	* retarget() and update(), read by the resolvers. Grouped on one object,
	* like the coefficients (c) below. Writing doubles to object fields
	* measured marginally faster than to captured let variables in optimised
	* code; neither allocates, so this is a grouping choice, not a GC one.
	*/
	const s = {
		target,
		delta: target - origin,
		velocity: inheritVelocity(options.velocity) || 0,
		restSpeed: 0,
		restDelta: 0
	};
	/**
	* If we're working on a granular scale, use smaller defaults for determining
	* when the spring is finished.
	*
	* These defaults have been selected empirically based on what strikes a good
	* ratio between feeling good and finishing as soon as changes are imperceptible.
	*/
	const setRestThresholds = () => {
		const isGranularScale = Math.abs(s.delta) < 5;
		s.restSpeed = options.restSpeed || (isGranularScale ? restSpeedGranular : restSpeedDefault);
		s.restDelta = options.restDelta || (isGranularScale ? restDeltaGranular : restDeltaDefault);
	};
	setRestThresholds();
	let resolveSpring;
	let resolveVelocity;
	/**
	* Derives the coefficients that depend on origin, target and initial
	* velocity. Called once now and again whenever the spring is retargeted.
	*/
	let update;
	if (dampingRatio < 1) {
		const angularFreq = calcAngularFreq(undampedAngularFreq, dampingRatio);
		/**
		* A is the position coefficient, sinC/cosC the coefficients of the
		* analytical derivative (px/ms). The exp/sin/cos terms depend only
		* on t, so they're memoized by t independently of the target: a
		* spring retargeted every frame samples the same t each frame and
		* skips the transcendentals entirely.
		*/
		const c = {
			A: 0,
			sinC: 0,
			cosC: 0,
			t: -1,
			env: 0,
			sin: 0,
			cos: 0
		};
		update = () => {
			c.A = (s.velocity + decay * s.delta) / angularFreq;
			c.sinC = decay * c.A + s.delta * angularFreq;
			c.cosC = decay * s.delta - c.A * angularFreq;
		};
		const sample = (t) => {
			if (t !== c.t) {
				c.t = t;
				c.env = Math.exp(-decay * t);
				c.sin = Math.sin(angularFreq * t);
				c.cos = Math.cos(angularFreq * t);
			}
		};
		resolveSpring = (t) => {
			sample(t);
			return s.target - c.env * (c.A * c.sin + s.delta * c.cos);
		};
		resolveVelocity = (t) => {
			sample(t);
			return c.env * (c.sinC * c.sin + c.cosC * c.cos);
		};
	} else if (dampingRatio === 1) {
		resolveSpring = (t) => s.target - Math.exp(-undampedAngularFreq * t) * (s.delta + (s.velocity + undampedAngularFreq * s.delta) * t);
		const c = { C: 0 };
		update = () => {
			c.C = s.velocity + undampedAngularFreq * s.delta;
		};
		resolveVelocity = (t) => Math.exp(-undampedAngularFreq * t) * (undampedAngularFreq * c.C * t - s.velocity);
	} else {
		/**
		* Overdamped spring: the sum of a slow and a fast decaying
		* exponential, so no term can overflow however heavily it's damped.
		*/
		const dampedAngularFreq = undampedAngularFreq * Math.sqrt(dampingRatio * dampingRatio - 1);
		const slow = decay - dampedAngularFreq;
		const fast = decay + dampedAngularFreq;
		/**
		* Physics-defined springs keep a non-physical limit: once
		* dampedAngularFreq * t passes 300, both terms decay at the damping
		* rate. Heavily overdamped drag springs (dragElastic: 0,
		* dragTransition) rely on this to settle almost at once rather than
		* creep at stiffness / damping. It only applies when reached within
		* 300ms (a dampedAngularFreq of 1 rad/ms), so it reads as a stiff
		* spring snapping into place: any later and it cuts off a slow spring
		* that's visibly still moving (#1207). Negative bounce needs the
		* exact curve, so time-defined springs are exempt.
		*/
		const limit = dampedAngularFreq < 1 || isTimeDefined ? Infinity : 300 / dampedAngularFreq;
		const decayAt = (rate, t) => Math.exp(t > limit ? (decay - rate) * limit - decay * t : -rate * t);
		const c = {
			S: 0,
			F: 0
		};
		update = () => {
			const P = (s.velocity + decay * s.delta) / dampedAngularFreq;
			c.S = (s.delta + P) / 2;
			c.F = (s.delta - P) / 2;
		};
		resolveSpring = (t) => s.target - c.S * decayAt(slow, t) - c.F * decayAt(fast, t);
		resolveVelocity = (t) => slow * c.S * decayAt(slow, t) + fast * c.F * decayAt(fast, t);
	}
	update();
	const calculatedDuration = isResolvedFromDuration ? duration || null : null;
	const generator = {
		calculatedDuration,
		/**
		* Aim the spring at a new target from its current position and
		* velocity, reusing the resolved physics and closures.
		*/
		retarget: (keyframes, newVelocity) => {
			s.target = keyframes[keyframes.length - 1];
			s.delta = s.target - keyframes[0];
			s.velocity = inheritVelocity(newVelocity);
			if (!(options.restSpeed && options.restDelta)) setRestThresholds();
			generator.calculatedDuration = calculatedDuration;
			state.done = false;
			update();
		},
		velocity: (t) => secondsToMilliseconds(resolveVelocity(t)),
		next: (t) => {
			const current = resolveSpring(t);
			if (!isResolvedFromDuration) {
				const currentVelocity = secondsToMilliseconds(resolveVelocity(t));
				state.done = Math.abs(currentVelocity) <= s.restSpeed && Math.abs(s.target - current) <= s.restDelta;
			} else state.done = t >= duration;
			state.value = state.done ? s.target : current;
			return state;
		},
		toString: () => {
			const easingDuration = Math.min(calcGeneratorDuration(generator), maxGeneratorDuration);
			const easing = generateLinearEasing((progress) => generator.next(easingDuration * progress).value, easingDuration, 30);
			return easingDuration + "ms " + easing;
		}
	};
	return generator;
}
var spring = /* @__PURE__ */ Object.assign(springGenerator, { applyToOptions: (options) => {
	const generatorOptions = createGeneratorEasing(options, 100, springGenerator);
	options.ease = generatorOptions.ease;
	options.duration = secondsToMilliseconds(generatorOptions.duration);
	options.type = "keyframes";
	return options;
} });
// node_modules/motion-dom/dist/es/animation/generators/inertia.mjs
function inertia({ keyframes, velocity = 0, power = .8, timeConstant = 325, bounceDamping = 10, bounceStiffness = 500, modifyTarget, min, max, restDelta = .5, restSpeed }) {
	const origin = keyframes[0];
	const state = {
		done: false,
		value: origin
	};
	const isOutOfBounds = (v) => v < min || v > max;
	const nearestBoundary = (v) => {
		if (min === void 0) return max;
		if (max === void 0) return min;
		return Math.abs(min - v) < Math.abs(max - v) ? min : max;
	};
	let amplitude = power * velocity;
	const ideal = origin + amplitude;
	const target = modifyTarget ? modifyTarget(ideal) : ideal;
	/**
	* If the target has changed we need to re-calculate the amplitude, otherwise
	* the animation will start from the wrong position.
	*/
	if (target !== ideal) amplitude = target - origin;
	const calcDelta = (t) => -amplitude * Math.exp(-t / timeConstant);
	const applyFriction = (t) => {
		const delta = calcDelta(t);
		state.done = Math.abs(delta) <= restDelta;
		state.value = state.done ? target : t ? target + delta : origin;
	};
	/**
	* Ideally this would resolve for t in a stateless way, we could
	* do that by always precalculating the animation but as we know
	* this will be done anyway we can assume that spring will
	* be discovered during that.
	*/
	let timeReachedBoundary;
	let spring$1;
	const checkCatchBoundary = (t) => {
		if (!isOutOfBounds(state.value)) return;
		timeReachedBoundary = t;
		spring$1 = spring({
			keyframes: [state.value, nearestBoundary(state.value)],
			/**
			* The friction curve is target + calcDelta(t), so its exact
			* derivative is -calcDelta(t) / timeConstant in units/ms,
			* converted here to the units/second expected by spring.
			*/
			velocity: -calcDelta(t) / timeConstant * 1e3,
			damping: bounceDamping,
			stiffness: bounceStiffness,
			restDelta,
			restSpeed
		});
	};
	checkCatchBoundary(0);
	return {
		calculatedDuration: null,
		next: (t) => {
			/**
			* We need to resolve the friction to figure out if we need a
			* spring but we don't want to do this twice per frame. So here
			* we flag if we updated for this frame and later if we did
			* we can skip doing it again.
			*/
			let hasUpdatedFrame = false;
			if (!spring$1 && timeReachedBoundary === void 0) {
				hasUpdatedFrame = true;
				applyFriction(t);
				checkCatchBoundary(t);
			}
			/**
			* If we have a spring and the provided t is beyond the moment the friction
			* animation crossed the min/max boundary, use the spring.
			*/
			if (timeReachedBoundary !== void 0 && t >= timeReachedBoundary) return spring$1.next(t - timeReachedBoundary);
			else {
				!hasUpdatedFrame && applyFriction(t);
				return state;
			}
		}
	};
}
// node_modules/motion-dom/dist/es/utils/interpolate.mjs
function createMixers(output, ease, customMixer) {
	const mixers = [];
	const mixerFactory = MotionGlobalConfig.mix || mix;
	const numMixers = output.length - 1;
	for (let i = 0; i < numMixers; i++) {
		let mixer = customMixer?.(output[i], output[i + 1]) || mixerFactory(output[i], output[i + 1]);
		if (ease) mixer = pipe(Array.isArray(ease) ? ease[i] || noop : ease, mixer);
		mixers.push(mixer);
	}
	return mixers;
}
/**
* Create a function that maps from a numerical input array to a generic output array.
*
* Accepts:
*   - Numbers
*   - Colors (hex, hsl, hsla, rgb, rgba)
*   - Complex (combinations of one or more numbers or strings)
*
* ```jsx
* const mixColor = interpolate([0, 1], ['#fff', '#000'])
*
* mixColor(0.5) // 'rgba(128, 128, 128, 1)'
* ```
*
* TODO Revisit this approach once we've moved to data models for values,
* probably not needed to pregenerate mixer functions.
*
* @public
*/
function interpolate(input, output, { clamp: isClamp = true, ease, mixer } = {}) {
	const inputLength = input.length;
	invariant(inputLength === output.length, "Both input and output ranges must be the same length", "range-length");
	/**
	* If we're only provided a single input, we can just make a function
	* that returns the output.
	*/
	if (inputLength === 1) return () => output[0];
	if (inputLength === 2 && output[0] === output[1]) return () => output[1];
	const isZeroDeltaRange = input[0] === input[1];
	if (input[0] > input[inputLength - 1]) {
		input = [...input].reverse();
		output = [...output].reverse();
	}
	const mixers = createMixers(output, ease, mixer);
	const numMixers = mixers.length;
	const interpolator = (v) => {
		if (isZeroDeltaRange && v < input[0]) return output[0];
		let i = 0;
		if (numMixers > 1) {
			for (; i < input.length - 2; i++) if (v < input[i + 1]) break;
		}
		const progressInRange = /* @__PURE__ */ progress(input[i], input[i + 1], v);
		return mixers[i](progressInRange);
	};
	return isClamp ? (v) => interpolator(clamp(input[0], input[inputLength - 1], v)) : interpolator;
}
// node_modules/motion-dom/dist/es/animation/keyframes/offsets/fill.mjs
function fillOffset(offset, remaining) {
	const min = offset[offset.length - 1];
	for (let i = 1; i <= remaining; i++) {
		const offsetProgress = /* @__PURE__ */ progress(0, remaining, i);
		offset.push(mixNumber$1(min, 1, offsetProgress));
	}
}
// node_modules/motion-dom/dist/es/animation/keyframes/offsets/default.mjs
function defaultOffset(arr) {
	const offset = [0];
	fillOffset(offset, arr.length - 1);
	return offset;
}
// node_modules/motion-dom/dist/es/animation/keyframes/offsets/time.mjs
function convertOffsetToTimes(offset, duration) {
	return offset.map((o) => o * duration);
}
// node_modules/motion-dom/dist/es/animation/generators/keyframes.mjs
function defaultEasing(values, easing) {
	return values.map(() => easing || easeInOut).splice(0, values.length - 1);
}
function keyframes({ duration = 300, keyframes: keyframeValues, times, ease = "easeInOut", mixer: transitionMixer }) {
	/**
	* A mixer only blends values that aren't numbers. Numbers blend as
	* usual, as they do in springs, and so do the progress animations
	* behind layout and path animations, which take the same transition.
	*/
	const customMixer = typeof keyframeValues[0] === "number" ? void 0 : transitionMixer;
	/**
	* Easing functions can be externally defined as strings. Here we convert them
	* into actual functions.
	*/
	const easingFunctions = /* @__PURE__ */ isEasingArray(ease) ? ease.map(easingDefinitionToFunction) : easingDefinitionToFunction(ease) || easeInOut;
	/**
	* This is the Iterator-spec return value. We ensure it's mutable rather than using a generator
	* to reduce GC during animation.
	*/
	const state = {
		done: false,
		value: keyframeValues[0]
	};
	/**
	* Two keyframes, or keyframes that hold, move once, then hold, as each
	* value of a sequence does, ease and mix only the pair that moves.
	*/
	let span = -1;
	if (!customMixer) {
		for (let i = 1; i < keyframeValues.length; i++) if (keyframeValues[i] !== keyframeValues[i - 1]) {
			if (span >= 0) {
				span = -2;
				break;
			}
			span = i - 1;
		}
	}
	if (span >= 0) {
		const offsets = times && times.length === keyframeValues.length ? times : defaultOffset(keyframeValues);
		const from = offsets[span] * duration;
		const to = offsets[span + 1] * duration;
		const origin = keyframeValues[span];
		const target = keyframeValues[span + 1];
		const ease = Array.isArray(easingFunctions) ? easingFunctions[span] : easingFunctions;
		const mixer = (MotionGlobalConfig.mix || mix)(origin, target);
		const last = keyframeValues.length - 2;
		return {
			calculatedDuration: duration,
			next: (t) => {
				/**
				* Held keyframes either side of the move are mixed as
				* interpolate() mixes them, so colours keep its format.
				*/
				state.value = span && t < from ? mixer(0) : span < last && (t >= to || !duration) ? typeof target === "number" ? target : mixer(1) : mixer(ease(t >= to || !duration ? 1 : t <= from ? 0 : (t - from) / (to - from)));
				state.done = t >= duration;
				return state;
			}
		};
	}
	const mapTimeToKeyframe = interpolate(convertOffsetToTimes(times && times.length === keyframeValues.length ? times : defaultOffset(keyframeValues), duration), keyframeValues, {
		ease: Array.isArray(easingFunctions) ? easingFunctions : defaultEasing(keyframeValues, easingFunctions),
		mixer: customMixer
	});
	return {
		calculatedDuration: duration,
		next: (t) => {
			state.value = mapTimeToKeyframe(t);
			state.done = t >= duration;
			return state;
		}
	};
}
// node_modules/motion-dom/dist/es/animation/generators/utils/velocity.mjs
var velocitySampleDuration = 5;
function getGeneratorVelocity(resolveValue, t, current) {
	const prevT = Math.max(t - velocitySampleDuration, 0);
	return velocityPerSecond(current - resolveValue(prevT), t - prevT);
}
/**
* A generator's velocity at time t in units/second: analytical where the
* generator provides it (springs), otherwise by finite difference. Before
* the animation has started this is its initial velocity.
*/
function calcGeneratorVelocity(generator, t, initialVelocity = 0) {
	if (t <= 0) return initialVelocity;
	return generator.velocity ? generator.velocity(t) : getGeneratorVelocity((s) => generator.next(s).value, t, generator.next(t).value);
}
// node_modules/motion-dom/dist/es/animation/utils/replace-transition-type.mjs
var transitionTypeMap = {
	decay: inertia,
	inertia,
	tween: keyframes,
	keyframes,
	spring
};
function replaceTransitionType(transition) {
	if (typeof transition.type === "string") transition.type = transitionTypeMap[transition.type];
}
// node_modules/motion-dom/dist/es/animation/utils/resolve-start-time.mjs
/**
* If an animation's keyframes resolve, or its first frame renders, more than
* this long after its start time, it starts from then instead. While we prefer
* to "start" an animation as soon as it's triggered, this avoids a visual jump
* into it after main thread work.
*
* Manual timing steps frames by however long it likes, so never lags.
*/
var MAX_START_DELAY = 40;
var resolveStartTime = (startTime, now) => now - startTime > MAX_START_DELAY && !MotionGlobalConfig.useManualTiming ? now : startTime;
// node_modules/motion-dom/dist/es/animation/JSAnimation.mjs
var percentToProgress = (percent) => percent / 100;
var round = (value) => Math.round(value * 1e4) / 1e4;
var JSAnimation = class extends WithPromise {
	constructor(options) {
		super();
		this.state = "idle";
		this.startTime = null;
		this.isStopped = false;
		/**
		* The current time of the animation.
		*/
		this.currentTime = 0;
		/**
		* The time at which the animation was paused.
		*/
		this.holdTime = null;
		/**
		* Playback speed as a factor. 0 would be stopped, -1 reverse and 2 double speed.
		*/
		this.playbackSpeed = 1;
		/**
		* Reusable state object for the delay phase to avoid
		* allocating a new object every frame.
		*/
		this.delayState = {
			done: false,
			value: void 0
		};
		/**
		* This method is bound to the instance to fix a pattern where
		* animation.stop is returned as a reference from a useEffect.
		*/
		this.stop = () => {
			const { motionValue } = this.options;
			const now = time.now();
			if (motionValue && motionValue.updatedAt !== now)
 /**
			* Catch the value up to now, but measure its velocity from the
			* previous frame: marking it as updated now keeps the value's
			* previous-frame sample. This tick is usually less than a frame
			* after the last, and the animation's time is rounded to whole
			* milliseconds, so measured from the last frame alone the
			* velocity an interrupting animation inherits could read as 0,
			* or a multiple of the real one.
			*/
			this.tick(motionValue.updatedAt = now);
			this.isStopped = true;
			if (this.state === "idle") return;
			this.teardown();
			this.options.onStop?.();
		};
		this.options = options;
		this.initAnimation();
		this.play();
		if (options.autoplay === false) this.pause();
		notifyAnimationStart(this, this.options);
	}
	initAnimation() {
		const { options } = this;
		replaceTransitionType(options);
		const { type = keyframes, repeat = 0, repeatDelay = 0, repeatType, velocity = 0 } = options;
		let { keyframes: keyframes$1 } = options;
		const generatorFactory = type || keyframes;
		if (generatorFactory !== keyframes) invariant(keyframes$1.length <= 2, `Only two keyframes currently supported with spring and inertia animations. Trying to animate ${keyframes$1}`, "spring-two-frames");
		/**
		* This runs again when a spring is flattened to attach it to a
		* timeline, and the keyframes generator blends values itself.
		*/
		this.mixKeyframes = void 0;
		if (generatorFactory !== keyframes && typeof keyframes$1[0] !== "number") {
			this.mixKeyframes = pipe(percentToProgress, options.mixer?.(keyframes$1[0], keyframes$1[1]) || mix(keyframes$1[0], keyframes$1[1]));
			keyframes$1 = [0, 100];
		}
		const generator = generatorFactory(keyframes$1 === options.keyframes ? options : {
			...options,
			keyframes: keyframes$1
		});
		/**
		* If we have a mirror repeat type we need to create a second generator that outputs the
		* mirrored (not reversed) animation and later ping pong between the two generators.
		*/
		if (repeatType === "mirror") this.mirroredGenerator = generatorFactory({
			...options,
			keyframes: [...keyframes$1].reverse(),
			velocity: -velocity
		});
		/**
		* If duration is undefined and we have repeat options,
		* we need to calculate a duration from the generator.
		*
		* We set it to the generator itself to cache the duration.
		* Any timeline resolver will need to have already precalculated
		* the duration by this step.
		*/
		if (generator.calculatedDuration === null) generator.calculatedDuration = calcGeneratorDuration(generator);
		const { calculatedDuration } = generator;
		this.calculatedDuration = calculatedDuration;
		this.resolvedDuration = calculatedDuration + repeatDelay;
		this.totalDuration = this.resolvedDuration * (repeat + 1) - repeatDelay;
		this.generator = generator;
	}
	updateTime(timestamp) {
		this.currentTime = this.holdTime ?? Math.round(timestamp - this.startTime) * this.playbackSpeed;
	}
	tick(timestamp, sample = false) {
		const { generator, totalDuration, calculatedDuration } = this;
		if (this.startTime === null) return generator.next(0);
		const { delay = 0, keyframes, type, onUpdate, finalKeyframe } = this.options;
		if (this.startTime === this.pendingStartTime) this.startTime = resolveStartTime(this.startTime, timestamp);
		this.pendingStartTime = void 0;
		/**
		* requestAnimationFrame timestamps can come through as lower than
		* the startTime as set by performance.now(). Here we prevent this,
		* though in the future it could be possible to make setting startTime
		* a pending operation that gets resolved here.
		*/
		if (this.speed > 0) this.startTime = Math.min(this.startTime, timestamp);
		else if (this.speed < 0) this.startTime = Math.min(timestamp - totalDuration / this.speed, this.startTime);
		if (sample) this.currentTime = timestamp;
		else this.updateTime(timestamp);
		const timeWithoutDelay = this.currentTime - delay * (this.playbackSpeed >= 0 ? 1 : -1);
		const isInDelayPhase = this.playbackSpeed >= 0 ? timeWithoutDelay < 0 : timeWithoutDelay > totalDuration;
		this.currentTime = Math.max(timeWithoutDelay, 0);
		if (this.state === "finished" && this.holdTime === null) this.currentTime = totalDuration;
		const state = this.generate(this.currentTime, isInDelayPhase);
		let { done } = state;
		/**
		* A generator that takes longer than maxGeneratorDuration to finish
		* has an Infinity duration, so played forwards it finishes when it
		* says it's done.
		*/
		if (!isInDelayPhase) done = this.playbackSpeed >= 0 ? calculatedDuration < Infinity ? this.currentTime >= totalDuration : done : this.currentTime <= 0;
		const isAnimationFinished = this.holdTime === null && (this.state === "finished" || this.state === "running" && done);
		if (isAnimationFinished && type !== inertia) state.value = getFinalKeyframe(keyframes, this.options, finalKeyframe, this.speed);
		if (onUpdate) onUpdate(state.value);
		if (isAnimationFinished) this.finish();
		return state;
	}
	/**
	* This animation's time, including delay, at a timestamp.
	*/
	at(timestamp) {
		return this.holdTime ?? round((timestamp - this.startTime) * this.playbackSpeed);
	}
	/**
	* The value at a timestamp, without changing this animation's state.
	* If resolved, it ends at the last resolved keyframe, which is in the
	* same unit as the others, rather than at finalKeyframe.
	*/
	sampleAt(timestamp, resolved) {
		const { options, totalDuration } = this;
		const t = this.at(timestamp) - (options.delay || 0);
		return t >= totalDuration && options.type !== inertia ? getFinalKeyframe(options.keyframes, options, resolved ? void 0 : options.finalKeyframe) : this.generate(Math.max(t, 0), t < 0).value;
	}
	/**
	* The generator's state `currentTime` ms after the delay, without
	* changing the animation's own state.
	*/
	generate(currentTime, isInDelayPhase) {
		const { generator, totalDuration, mixKeyframes, mirroredGenerator, resolvedDuration } = this;
		const { keyframes, repeat, repeatType, repeatDelay } = this.options;
		let elapsed = currentTime;
		let frameGenerator = generator;
		if (repeat) {
			/**
			* Get the current progress (0-1) of the animation. If t is >
			* than duration we'll get values like 2.5 (midway through the
			* third iteration)
			*/
			const progress = Math.min(currentTime, totalDuration) / resolvedDuration;
			/**
			* Get the current iteration (0 indexed). For instance the floor of
			* 2.5 is 2.
			*/
			let currentIteration = Math.floor(progress);
			/**
			* Get the current progress of the iteration by taking the remainder
			* so 2.5 is 0.5 through iteration 2
			*/
			let iterationProgress = progress % 1;
			/**
			* If iteration progress is 1 we count that as the end
			* of the previous iteration.
			*/
			if (!iterationProgress && progress >= 1) iterationProgress = 1;
			iterationProgress === 1 && currentIteration--;
			currentIteration = Math.min(currentIteration, repeat + 1);
			if (Boolean(currentIteration % 2)) {
				if (repeatType === "reverse") {
					iterationProgress = 1 - iterationProgress;
					if (repeatDelay) iterationProgress -= repeatDelay / resolvedDuration;
				} else if (repeatType === "mirror") frameGenerator = mirroredGenerator;
			}
			elapsed = clamp(0, 1, iterationProgress) * resolvedDuration;
		}
		/**
		* If we're in negative time, set state as the initial keyframe.
		* This prevents delay: x, duration: 0 animations from finishing
		* instantly.
		*/
		let state;
		if (isInDelayPhase) {
			this.delayState.value = keyframes[0];
			state = this.delayState;
		} else state = frameGenerator.next(elapsed);
		if (mixKeyframes && !isInDelayPhase) state.value = mixKeyframes(state.value);
		return state;
	}
	get duration() {
		return millisecondsToSeconds(this.calculatedDuration);
	}
	get iterationDuration() {
		return this.duration + millisecondsToSeconds(this.options.delay ?? 0);
	}
	get time() {
		return millisecondsToSeconds(this.currentTime);
	}
	set time(newTime) {
		/**
		* Seeking out of "finished" leaves the animation paused, so play()
		* won't renew finished. Renew it here.
		*/
		if (this.state === "finished") this.updateFinished();
		newTime = secondsToMilliseconds(newTime);
		this.currentTime = newTime;
		if (this.startTime === null || this.holdTime !== null || this.playbackSpeed === 0) this.holdTime = newTime;
		else if (this.driver) this.startTime = this.driver.now() - newTime / this.playbackSpeed;
		if (this.driver) this.driver.start(false);
		else {
			this.startTime = 0;
			this.state = "paused";
			this.holdTime = newTime;
			this.tick(newTime);
		}
	}
	/**
	* Returns the generator's velocity at the current time in units/second.
	* Uses the analytical derivative when available (springs), avoiding
	* the MotionValue's frame-dependent velocity estimation.
	*/
	getGeneratorVelocity() {
		return calcGeneratorVelocity(this.generator, this.currentTime, this.options.velocity);
	}
	get speed() {
		return this.playbackSpeed;
	}
	set speed(newSpeed) {
		const hasChanged = this.playbackSpeed !== newSpeed;
		if (hasChanged && this.driver) this.updateTime(time.now());
		this.playbackSpeed = newSpeed;
		if (hasChanged && this.driver) this.time = millisecondsToSeconds(this.currentTime);
	}
	play() {
		if (this.isStopped) return;
		const { driver = frameloopDriver, startTime } = this.options;
		if (!this.driver) this.driver = driver((timestamp) => this.tick(timestamp));
		this.options.onPlay?.();
		const now = this.driver.now();
		if (this.state === "finished") {
			this.updateFinished();
			this.startTime = now;
		} else if (this.holdTime !== null) this.startTime = now - this.holdTime / (this.playbackSpeed || 1);
		else if (!this.startTime) this.startTime = startTime ?? (this.pendingStartTime = now);
		if (this.state === "finished" && this.speed < 0) this.startTime += this.calculatedDuration;
		this.holdTime = null;
		/**
		* Set playState to running only after we've used it in
		* the previous logic.
		*/
		this.state = "running";
		this.driver.start();
	}
	pause() {
		this.state = "paused";
		this.updateTime(time.now());
		this.holdTime = this.currentTime;
	}
	complete() {
		if (this.state !== "running") this.play();
		this.state = "finished";
		this.holdTime = null;
	}
	finish() {
		this.notifyFinished();
		this.teardown();
		this.state = "finished";
		this.options.onComplete?.();
	}
	cancel() {
		this.holdTime = null;
		this.startTime = 0;
		this.tick(0);
		this.teardown();
		this.options.onCancel?.();
	}
	teardown() {
		this.state = "idle";
		this.driver?.stop();
		this.driver = void 0;
		this.startTime = this.holdTime = null;
	}
	sample(sampleTime) {
		this.startTime = 0;
		return this.tick(sampleTime, true);
	}
	attachTimeline(timeline) {
		if (this.options.allowFlatten) {
			this.options.type = "keyframes";
			this.options.ease = "linear";
			this.initAnimation();
		}
		this.driver?.stop();
		return timeline.observe(this);
	}
};
// node_modules/motion-dom/dist/es/animation/waapi/utils/unsupported-easing.mjs
var unsupportedEasingFunctions = {
	anticipate,
	backInOut,
	circInOut
};
function isUnsupportedEase(key) {
	return key in unsupportedEasingFunctions;
}
function replaceStringEasing(transition) {
	if (typeof transition.ease === "string" && isUnsupportedEase(transition.ease)) transition.ease = unsupportedEasingFunctions[transition.ease];
}
var NativeAnimationExtended = class extends NativeAnimation {
	constructor(options) {
		/**
		* The base NativeAnimation function only supports a subset
		* of Motion easings, and WAAPI also only supports some
		* easing functions via string/cubic-bezier definitions.
		*
		* This function replaces those unsupported easing functions
		* with a JS easing function. This will later get compiled
		* to a linear() easing function.
		*/
		replaceStringEasing(options);
		/**
		* Ensure we replace the transition type with a generator function
		* before passing to WAAPI.
		*
		* TODO: Does this have a better home? It could be shared with
		* JSAnimation.
		*/
		replaceTransitionType(options);
		super(options);
		/**
		* Only set startTime when the animation should autoplay.
		* Setting startTime on a paused WAAPI animation unpauses it
		* (per the WAAPI spec), which breaks autoplay: false.
		*/
		if (options.startTime !== void 0 && options.autoplay !== false) this.startTime = options.startTime;
		this.options = options;
	}
	/**
	* The animation's time now, in ms. Wall-clock rather than WAAPI's
	* currentTime while running, as under CPU load currentTime may not
	* reflect the actual elapsed time, causing incorrect sampling and
	* visual jumps.
	*/
	elapsed() {
		return this.state === "running" ? (time.now() - this.startTime) * this.speed : this.time * 1e3;
	}
	/**
	* The value at a time, from a renderless JS animation.
	*/
	sample(sampleTime) {
		if (!this.sampler) {
			const { motionValue, onUpdate, onComplete, onPlay, onStop, element, ...options } = this.options;
			/**
			* Stop it straight away so its driver doesn't run every frame.
			* It can still be sampled.
			*/
			this.sampler = new JSAnimation({
				...options,
				autoplay: false
			});
			this.sampler.stop();
		}
		return this.sampler.sample(Math.max(0, sampleTime)).value;
	}
	/**
	* The value now, as WAAPI doesn't set the motion value while it runs.
	*/
	liveValue() {
		const { state } = this;
		if (state === "running" || state === "paused") return this.sample(this.elapsed());
	}
	/**
	* WAAPI doesn't natively have any interruption capabilities.
	*
	* Rather than read committed styles back out of the DOM, we can
	* sample a renderless JS animation twice to calculate its current
	* value, "previous" value, and therefore allow Motion to calculate
	* velocity for any subsequent animation.
	*/
	updateMotionValue(value) {
		const { motionValue, element, name } = this.options;
		if (!motionValue) return;
		if (value !== void 0) {
			motionValue.set(value);
			return;
		}
		const { speed } = this;
		const sampleTime = this.elapsed();
		const delta = this.state === "running" && speed ? clamp(0, 10, sampleTime) : 0;
		const current = this.sample(sampleTime);
		/**
		* Write the estimated value to inline style so it persists
		* after cancel(), covering the async gap before the next
		* animation starts.
		*/
		if (element && name) setStyle(element, name, current);
		motionValue.setWithVelocity(this.sample(sampleTime - delta * Math.sign(speed)), current, delta / Math.abs(speed || 1));
	}
};
// node_modules/motion-dom/dist/es/animation/utils/is-animatable.mjs
/**
* Check if a value is animatable. Examples:
*
* ✅: 100, "100px", "#fff"
* ❌: "block", "url(2.jpg)"
* @param value
*
* @internal
*/
var isAnimatable = (value, name) => {
	if (name === "zIndex") return false;
	if (typeof value === "number" || Array.isArray(value)) return true;
	if (typeof value === "string" && (complex.test(value) || value === "0") && !value.startsWith("url(")) return true;
	return false;
};
// node_modules/motion-dom/dist/es/animation/utils/can-animate.mjs
function hasKeyframesChanged(keyframes) {
	const current = keyframes[0];
	if (keyframes.length === 1) return true;
	for (let i = 0; i < keyframes.length; i++) if (keyframes[i] !== current) return true;
}
function canAnimate(keyframes, name, type, velocity) {
	/**
	* Check if we're able to animate between the start and end keyframes,
	* and throw a warning if we're attempting to animate between one that's
	* animatable and another that isn't.
	*/
	const originKeyframe = keyframes[0];
	if (originKeyframe === null) return false;
	/**
	* These aren't traditionally animatable but we do support them.
	* In future we could look into making this more generic or replacing
	* this function with mix() === mixImmediate
	*/
	if (name === "display" || name === "visibility") return true;
	const targetKeyframe = keyframes[keyframes.length - 1];
	const isOriginAnimatable = isAnimatable(originKeyframe, name);
	const isTargetAnimatable = isAnimatable(targetKeyframe, name);
	if (!isOriginAnimatable || !isTargetAnimatable) {
		isOriginAnimatable !== isTargetAnimatable && warning(false, `You are trying to animate ${name} from "${originKeyframe}" to "${targetKeyframe}". "${isOriginAnimatable ? targetKeyframe : originKeyframe}" is not an animatable value.`, "value-not-animatable");
		return false;
	}
	return hasKeyframesChanged(keyframes) || (type === "spring" || isGenerator(type)) && velocity;
}
// node_modules/motion-dom/dist/es/animation/utils/make-animation-instant.mjs
function makeAnimationInstant(options) {
	options.duration = 0;
	options.type = "keyframes";
}
// node_modules/motion-dom/dist/es/animation/waapi/utils/is-browser-color.mjs
var browserColorFunctions = /^(?:oklch|oklab|lab|lch|color|color-mix|light-dark)\(/;
function hasBrowserOnlyColors(keyframes) {
	for (let i = 0; i < keyframes.length; i++) if (typeof keyframes[i] === "string" && browserColorFunctions.test(keyframes[i])) return true;
	return false;
}
// node_modules/motion-dom/dist/es/animation/waapi/utils/needs-mixer.mjs
/**
* Whether an animation needs its mixer, which WAAPI can't call. Numbers
* blend as usual, and an animation whose mixer declines every pair runs
* as it would without one.
*/
var needsMixer = ({ mixer, keyframes }) => mixer && typeof keyframes[0] !== "number" && keyframes.some((keyframe, i) => i && mixer(keyframes[i - 1], keyframe));
// node_modules/motion-dom/dist/es/animation/waapi/supports/waapi.mjs
var colorProperties = /* @__PURE__ */ new Set([
	"color",
	"backgroundColor",
	"outlineColor",
	"fill",
	"stroke",
	"borderColor",
	"borderTopColor",
	"borderRightColor",
	"borderBottomColor",
	"borderLeftColor"
]);
/**
* WAAPI runs on the browser's clock, so on a manual clock every animation
* runs in JS where processFrame can drive it. Set the flag before starting
* animations: running WAAPI animations stay on the browser's clock.
*/
var supportsWaapi = () => !MotionGlobalConfig.useManualTiming && Object.hasOwnProperty.call(Element.prototype, "animate");
function supportsBrowserAnimation(options) {
	const { motionValue, name, repeatDelay, repeatType, damping, type, keyframes } = options;
	/**
	* Most values can't be accelerated at all, so check the name before
	* looking at the element or its props.
	*/
	if (!name || !(acceleratedValues.has(name) || colorProperties.has(name))) return false;
	const subject = motionValue?.owner?.current;
	/**
	* We use instanceof checks instead of isHTMLElement()/isSVGElement()
	* because we explicitly **don't** want elements in different timing
	* contexts (i.e. popups) to be accelerated, as it's not possible to sync
	* these animations properly with those driven from the main window
	* frameloop.
	*/
	if (!(subject instanceof HTMLElement) && !(subject instanceof SVGElement)) return false;
	const { onUpdate, transformTemplate } = motionValue.owner.getProps();
	return supportsWaapi() && (acceleratedValues.has(name) || colorProperties.has(name) && hasBrowserOnlyColors(keyframes)) && (name !== "transform" || !transformTemplate) && !onUpdate && !repeatDelay && repeatType !== "mirror" && damping !== 0 && type !== "inertia" && !needsMixer(options);
}
// node_modules/motion-dom/dist/es/animation/waapi/transforms/TransformAnimation.mjs
/**
* Sample at the interruption sampling rate, up to a cap for long
* animations.
*/
var maxSamples = 200;
/**
* How far values may stray from the WAAPI animation: as a fraction of
* each value's change when they share an easing, otherwise in px or deg,
* or for scale.
*/
var easingTolerance = .001;
var sampleTolerance = .1;
var scaleTolerance = .001;
/**
* If an outside write, or a seek the WAAPI animation can't follow,
* happens again within this window, the group is being driven every
* frame (scrubbing, drag), which is cheaper on the main thread than
* rebuilding the WAAPI animation every frame.
*/
var churnWindow = 100;
/**
* A WAAPI animation that starts moving later than this, as most segments
* of a long sequence do, is built this long before it starts, rather than
* all at once at the start.
*/
var buildAhead = 100;
/**
* Named easings that are the same cubic-bezier in JS and CSS.
*/
var nativeEasings = /* @__PURE__ */ new Set([
	"linear",
	"easeIn",
	"easeOut",
	"easeInOut"
]);
var isNativeEasing = (ease) => nativeEasings.has(ease);
/**
* The last trace of each easing WAAPI can't run into linear(), with its
* number of samples, so the elements of a sequence that share an easing
* and duration trace it once.
*/
var traced = /* @__PURE__ */ new WeakMap();
var trace = (ease, samples) => {
	let last = traced.get(ease);
	if (last?.[0] !== samples) {
		last = [samples, "linear(" + defaultOffset(Array(samples + 1)).map((p) => round(ease(p)) + " " + round(p * 100) + "%") + ")"];
		traced.set(ease, last);
	}
	return last[1];
};
/**
* How many samples trace an easing between two timestamps.
*/
var countSamples = (from, to) => Math.min(maxSamples, Math.max(2, Math.ceil((to - from) / 10)));
/**
* Whether two eased progresses match. False if either is NaN.
*/
var isNear = (a, b) => Math.abs(a - b) <= easingTolerance;
var byTime = (a, b) => a - b;
/**
* n + 1 evenly spaced timestamps, from one timestamp to another.
*/
var spread = (from, to, n) => defaultOffset(Array(n + 1)).map((p) => mixNumber$1(from, to, p));
var getOwner = (options) => options.motionValue.owner;
var getGroup = (element) => transformGroups.get(element);
/**
* Whether an animation has ended, so can leave its group.
*/
var hasEnded = ({ state }) => state === "idle" || state === "finished";
var read = (owner, key) => owner.latestValues ? owner.latestValues[key] : owner.getValue(key)?.get();
/**
* Whether this animation should join its element's transform group.
* Animations that can't be accelerated still join, so the group knows
* to stay on the main thread while they run. Browsers without linear()
* easing stay on the main thread.
*/
var canGroupTransform = ({ name, motionValue }) => name && transformPropOrder.includes(name) && motionValue?.owner?.current instanceof HTMLElement && supportsWaapi() && supportsLinearEasing();
function canAccelerateTransform(options) {
	const owner = getOwner(options);
	const { onUpdate, transformTemplate } = owner.getProps();
	return !options.isHandoff && !onUpdate && !options.hasOnUpdate && !transformTemplate && options.type !== "inertia" && (read(owner, "transform") || "none") === "none" && !read(owner, "pathRotation") && !owner.projection?.isProjecting() && !needsMixer(options);
}
/**
* Starting or stopping tells the group to update its WAAPI animation.
* The frame loop driver is only made once the group is on the main
* thread, as accelerated animations never tick.
*/
var TransformDriver = class {
	constructor(element, update, makeDriver, animation) {
		this.element = element;
		this.update = update;
		this.makeDriver = makeDriver;
		this.animation = animation;
	}
	get js() {
		return this.driver || (this.driver = this.makeDriver(this.update));
	}
	now() {
		return this.driver || this.makeDriver !== frameloopDriver ? this.js.now() : frameData.isProcessing ? frameData.timestamp : time.now();
	}
	/**
	* keepAlive is false when seeking. Seeking the WAAPI animation is
	* free, but if a seek needs a rebuild and keeps happening, the group
	* moves to the main thread.
	*/
	start(keepAlive = true) {
		const group = getGroup(this.element);
		!group || group.isJS ? this.js.start(keepAlive) : group.schedule(false, !keepAlive);
	}
	stopJS() {
		this.driver?.stop();
	}
	stop() {
		this.stopJS();
		const group = getGroup(this.element);
		group && !group.isFinishing && group.release(this.animation);
	}
};
/**
* JSAnimation's time setter, looked up on first use rather than at module
* load, so the module has no top-level side effects and stays
* tree-shakeable in flattened bundles.
*/
var setTime;
var TransformAnimation = class extends JSAnimation {
	constructor(options) {
		const element = getOwner(options).current;
		const { driver = frameloopDriver } = options;
		let animation;
		/**
		* Before JSAnimation replaces the type with its generator.
		*/
		const canAccelerate = canAccelerateTransform(options);
		/**
		* The driver ticks on the main thread only once the group has
		* moved there, so its frame loop driver is made then.
		*/
		options.driver = (update) => new TransformDriver(element, update, driver, animation);
		super(options);
		animation = this;
		/**
		* The first driver is made in super(), before this was assigned.
		*/
		const firstDriver = this.driver;
		firstDriver && (firstDriver.animation = this);
		this.canAccelerate = canAccelerate;
		/**
		* stop is bound in JSAnimation, so wrap it rather than override.
		* Before stopping, set the motion value to where the WAAPI
		* animation is now, with velocity, for the next animation to
		* start from.
		*/
		const { stop } = this;
		this.stop = () => {
			this.isAccelerated() && this.sync();
			stop();
		};
	}
	/**
	* Each keyframe's offset, made once for the keyframes rather than on
	* every build.
	*/
	offsets() {
		const { keyframes, times } = this.options;
		if (times) return times;
		if (this.offsetsOf !== keyframes) {
			this.offsetsOf = keyframes;
			this.cachedOffsets = defaultOffset(keyframes);
		}
		return this.cachedOffsets;
	}
	get group() {
		return getGroup(getOwner(this.options).current);
	}
	get js() {
		return this.driver?.js;
	}
	stopJS() {
		this.driver?.stopJS();
	}
	get name() {
		return this.options.name;
	}
	/**
	* When this stops moving, or, if it repeats forever, when it starts
	* repeating, and how long each repeat takes. Held (paused, or at
	* speed 0) animations never stop moving.
	*/
	timing() {
		const { startTime, speed, totalDuration } = this;
		const { delay = 0, repeatType } = this.options;
		return this.holdTime !== null ? [Infinity, 0] : totalDuration === Infinity ? [startTime + delay / speed, this.resolvedDuration * (repeatType === "loop" ? 1 : 2) / speed || 1] : [startTime + (delay + totalDuration) / speed, 0];
	}
	/**
	* Whether this is running, or paused, on the compositor.
	*/
	isAccelerated() {
		const { group, state } = this;
		return group?.tracks.has(this) && !group.isJS && this.canAccelerate && (state === "running" || state === "paused");
	}
	/**
	* The value now, while this runs on the compositor and so doesn't
	* set its motion value every frame.
	*/
	liveValue() {
		return this.isAccelerated() ? this.sampleAt(time.now()) : void 0;
	}
	/**
	* If this moves between two keyframes only, holding still either side
	* of them, as each value of a sequence segment does, when it starts
	* and stops moving, and its easing: as a string if WAAPI runs it
	* exactly, otherwise its function, to trace.
	*/
	tween() {
		const { keyframes: keyframes$1, type, repeat, delay = 0 } = this.options;
		let span = -1;
		if (repeat || type !== keyframes || this.holdTime !== null) return;
		for (let i = 1; i < keyframes$1.length; i++) if (keyframes$1[i] !== keyframes$1[i - 1]) {
			if (span >= 0) return;
			span = i - 1;
		}
		let { ease } = this.options;
		if (/* @__PURE__ */ isEasingArray(ease)) ease = ease[span];
		const offsets = this.offsets();
		const at = (i) => this.startTime + (delay + offsets[i] * this.totalDuration) / this.speed;
		if (span >= 0) {
			const easing = isBezierDefinition(ease) ? cubicBezierAsString(ease) : isNativeEasing(ease) ? supportedWaapiEasing[ease] : easingDefinitionToFunction(ease);
			/**
			* An easing that doesn't run from 0 to 1 doesn't move between
			* the keyframes, so is traced from the values it gives instead.
			*/
			return [
				at(span),
				at(span + 1),
				typeof easing === "string" || isNear(easing(0), 0) && isNear(easing(1), 1) ? easing : void 0
			];
		}
	}
	/**
	* The timestamps between two timestamps where this reaches a
	* keyframe or starts a repeat, where it can turn or jump.
	*/
	boundaries(from, to) {
		const { startTime, speed, resolvedDuration, options } = this;
		const { delay = 0, repeat = 0, repeatDelay = 0, repeatType, type } = options;
		const offsets = (type || keyframes) === keyframes ? this.offsets() : [0, 1];
		const start = startTime + delay / speed;
		const result = [];
		if (this.holdTime !== null || !(resolvedDuration > 0)) return result;
		for (let i = Math.max(0, Math.floor((from - start) * speed / resolvedDuration)); i <= repeat; i++) {
			const iterationStart = start + i * resolvedDuration / speed;
			if (iterationStart > to) break;
			for (const offset of offsets) {
				const t = iterationStart + (i % 2 && repeatType && repeatType !== "loop" ? 1 - offset : offset) * (resolvedDuration - repeatDelay) / speed;
				t > from && t < to && result.push(t);
			}
		}
		return result;
	}
	/**
	* The value at a timestamp, as a number.
	*/
	numberAt(timestamp) {
		return parseFloat(this.sampleAt(timestamp, true));
	}
	/**
	* Write the current value, and velocity, to the motion value.
	*/
	sync() {
		const now = time.now();
		const value = this.sampleAt(now, true);
		/**
		* A held value doesn't move, so there's no need to sample it
		* twice.
		*/
		this.options.motionValue.setWithVelocity(this.holdTime === null ? this.sampleAt(now - 10, true) : value, value, 10);
	}
	play() {
		/**
		* A stopped animation (one that was interrupted) can't play again,
		* so it mustn't join the group.
		*/
		if (this.isStopped) return;
		(this.group || createGroup(getOwner(this.options))).tracks.add(this);
		super.play();
	}
	pause() {
		super.pause();
		this.isAccelerated() && this.group.schedule(false);
	}
	/**
	* JSAnimation finishes on its next tick, which only happens once the
	* group is on the main thread, so finish now. That includes an
	* animation that can't be accelerated but reached its end before the
	* group could move there.
	*/
	complete() {
		super.complete();
		const { group } = this;
		group && !group.isJS && this.tick(time.now());
	}
	/**
	* Without a tick to rebase it, a held time still includes the delay,
	* so take it off here, as a JS animation does on its next tick.
	*/
	get time() {
		if (this.isAccelerated()) return millisecondsToSeconds(clamp(0, this.totalDuration, this.at(time.now()) - (this.options.delay || 0)));
		return super.time;
	}
	/**
	* Calls JSAnimation's setter directly, as `super.time =` is a slow
	* path in V8 and this runs for every animation of a seeked sequence.
	*/
	set time(newTime) {
		(setTime ?? (setTime = Object.getOwnPropertyDescriptor(JSAnimation.prototype, "time").set)).call(this, newTime);
	}
	/**
	* Scroll timelines set time every frame, so run these on the main
	* thread.
	*/
	attachTimeline(timeline) {
		this.canAccelerate = false;
		this.group?.demote(true);
		return super.attachTimeline(timeline);
	}
};
/**
* Groups that build straight after the current task build in one
* microtask, rather than one each.
*/
var builds;
var buildSoon = (build) => {
	builds || queueMicrotask(() => {
		const queue = builds;
		builds = void 0;
		queue.forEach((build) => build());
	});
	(builds || (builds = [])).push(build);
};
function createGroup(owner) {
	const element = owner.current;
	const tracks = /* @__PURE__ */ new Set();
	const byKey = /* @__PURE__ */ new Map();
	/**
	* Transforms that aren't animating, as built into the WAAPI animation.
	*/
	let statics = {};
	/**
	* The transforms in the WAAPI animation, in order.
	*/
	let keys = [];
	let built = /* @__PURE__ */ new Map();
	let segments = [];
	let needsBuild = false;
	let isScheduled = false;
	let isEnded = false;
	let hasChurned = false;
	let lastChurn = -Infinity;
	let wake;
	let wakeAt = Infinity;
	/**
	* While waiting to build a tween that starts later, how long after
	* the last build to build it.
	*/
	let buildAt;
	const has = (key) => {
		for (const track of tracks) if (track.name === key) return true;
	};
	/**
	* The transform values at a timestamp or, without one, from the
	* motion values. Animations that don't repeat forever are sampled no
	* earlier than settled, so a loop that starts from an earlier cycle
	* boundary holds them at their end.
	*/
	const valuesAt = (timestamp, settled) => {
		const values = {};
		for (const key of timestamp === void 0 ? transformPropOrder : keys) {
			const track = byKey.get(key);
			const value = timestamp === void 0 ? read(owner, key) : track ? track.sampleAt(settled > timestamp && !track.timing()[1] ? settled : timestamp) : statics[key];
			if (value !== void 0) values[key] = value;
		}
		return values;
	};
	/**
	* Build a transform from values in transformPropOrder. For a keyframe,
	* every key is written, even at its default, so each keyframe has the
	* same list of functions and the browser interpolates them one by one.
	* As an inline style, defaults are left out, as buildTransform does.
	*/
	const toTransform = (values, isStyle) => {
		let transform = "";
		for (const key in values) {
			const value = values[key];
			if (!isStyle || !isDefaultTransform(key, value)) transform += transformFunction(key, value) + " ";
		}
		return (isStyle ? transform.trim() : transform) || "none";
	};
	/**
	* Build the transform at a timestamp.
	*/
	const compose = (timestamp, settled) => toTransform(valuesAt(timestamp, settled));
	/**
	* Write the transform as an inline style, as the renderer would.
	*/
	const commit = (values = valuesAt()) => {
		element.style.transform = toTransform(values, true);
	};
	/**
	* Cancel a WAAPI animation and remove its handlers, as WebKit never
	* collects an animation once it has run, nor anything its handlers
	* reference (#4034).
	*/
	const cancel = (animation) => {
		animation.onfinish = animation.oncancel = null;
		animation.cancel();
	};
	/**
	* Cancel the WAAPI animations, by default first committing the
	* transform. The renderer writes its own version on its next render.
	*/
	const stop = (shouldCommit = true) => {
		clearTimeout(wake);
		wakeAt = Infinity;
		buildAt = void 0;
		shouldCommit && commit();
		segments.forEach(({ animation }) => cancel(animation));
		segments = [];
	};
	/**
	* A WAAPI animation that add() starts by setting its startTime. Playing
	* it first, as element.animate() does, would leave WebKit holding that
	* play's ready time once startTime ends the play, and it uses that for
	* the next updatePlaybackRate(), so the animation would jump.
	*/
	const create = (keyframes, options) => new Animation(new KeyframeEffect(element, keyframes, options));
	const add = (animation, offset, end = Infinity) => {
		const segment = {
			animation,
			offset,
			end
		};
		animation.startTime = time.now() + offset;
		/**
		* Animations finish when the WAAPI animation reaches their end.
		* Once a loop has taken over, the finished animation isn't needed.
		*/
		if (end < Infinity) animation.onfinish = () => {
			segment.isDone = true;
			if (segments.some((s) => s.end === Infinity)) {
				cancel(animation);
				segments = segments.filter((s) => s !== segment);
			}
			group.schedule(false);
		};
		/**
		* Something else cancelled it, so carry on on the main thread.
		*/
		animation.oncancel = () => segments.includes(segment) && group.demote();
		segments.push(segment);
	};
	/**
	* Where a value jumps between two timestamps, as when a repeat starts
	* again: the timestamps either side of the jump, or none if it moves
	* there continuously.
	*/
	const jumpAt = (value, a, b) => {
		const change = (x, y) => Math.abs(value(y) - value(x));
		const size = change(a, b);
		while (b - a > .01) {
			const mid = (a + b) / 2;
			change(a, mid) > change(mid, b) ? b = mid : a = mid;
		}
		return change(a, b) > size / 2 ? [a, b] : [];
	};
	/**
	* If every moving animation follows the same eased progress between
	* two timestamps, the easing that describes it.
	*/
	const getEasing = (moving, from, to, bounds) => {
		const samples = countSamples(from, to);
		/**
		* Too many keyframes or repeats to follow with this many samples.
		*/
		if (bounds.length * 4 > samples) return;
		/**
		* First check half way, where values with different easings
		* usually differ, before sampling every value many times.
		*/
		let quick;
		for (const track of moving) {
			const first = track.numberAt(from);
			const p = (track.numberAt((from + to) / 2) - first) / (track.numberAt(to) - first);
			/**
			* NaN if it doesn't move.
			*/
			if (p !== p) continue;
			if (quick === void 0) quick = p;
			else if (!isNear(p, quick)) return;
		}
		const at = spread(from, to, samples).concat(bounds).sort(byTime);
		const position = (t) => /* @__PURE__ */ progress(from, to, t);
		let shared;
		let progressAt;
		for (const track of moving) {
			const first = track.numberAt(from);
			const changes = at.map((t) => track.numberAt(t) - first);
			const end = changes[changes.length - 1];
			/**
			* A value that ends only a tiny way from where it started, as
			* a round trip does if it's built just after it starts, or
			* from a float residue, ends where it started. Dividing by
			* that tiny range would stretch the easing to values the
			* compositor can't render.
			*/
			const range = changes.some((change) => Math.abs(change) * easingTolerance > Math.abs(end)) ? 0 : end;
			const progress = changes.map((change) => range ? change / range : change);
			/**
			* The first value that moves sets the easing, and every other
			* one must follow it. A value that doesn't change, like one
			* still in its delay, fits any easing. One that changes but
			* ends where it started fits none.
			*/
			if (range && !shared) {
				shared = progress;
				progressAt = (t) => (track.numberAt(t) - first) / range;
			} else if (progress.some((p, i) => !isNear(p, range && shared[i]))) return;
		}
		if (!shared || shared.every((p, i) => isNear(p, position(at[i])))) return "linear";
		/**
		* A repeat that starts again jumps back, which takes two points at
		* the same position.
		*/
		const points = [];
		const point = (t, p = progressAt(t)) => points.push(round(p) + " " + round(position(t) * 100) + "%");
		shared.forEach((p, i) => {
			i && Math.abs(p - shared[i - 1]) > .2 && jumpAt(progressAt, at[i - 1], at[i]).forEach((t) => point(t));
			point(at[i], p);
		});
		return "linear(" + points + ")";
	};
	/**
	* Sample timestamps between two timestamps, closer together where the
	* moving animations curve.
	*/
	const sample = (moving, from, to, bounds) => {
		const times = [from];
		/**
		* A linear tween is straight between its keyframes, so only the
		* other values can curve, and a tween only while it moves.
		*/
		const curved = [];
		let curveFrom = to;
		let curveTo = from;
		for (const track of moving) {
			const tween = track.tween();
			if (tween?.[2] !== "linear") {
				const [trackEnd, cycle] = track.timing();
				const [a, b] = tween || [from, cycle ? to : trackEnd];
				curveFrom = Math.min(curveFrom, a);
				curveTo = Math.max(curveTo, b);
				curved.push(track);
			}
		}
		curveFrom = Math.max(from, curveFrom);
		curveTo = Math.min(to, curveTo);
		/**
		* Values that aren't numbers, like calc(), are left to the
		* browser to interpolate.
		*/
		const isStraight = (a, b) => curved.every((track) => !(Math.abs(track.numberAt((a + b) / 2) - (track.numberAt(a) + track.numberAt(b)) / 2) > (track.name.startsWith("scale") ? scaleTolerance : sampleTolerance)));
		const split = (a, b, depth) => {
			if (b - a < 1 || isStraight(a, b)) times.push(b);
			else if (depth < 4) {
				split(a, (a + b) / 2, depth + 1);
				split((a + b) / 2, b, depth + 1);
			} else {
				/**
				* Keyframes either side of a jump, like a repeat starting
				* again, so it doesn't play as a quick sweep.
				*/
				for (const track of moving) times.push(...jumpAt((t) => track.numberAt(t), a, b));
				times.push(b);
			}
		};
		/**
		* Split at least every 100ms where a value can curve, and at every
		* keyframe and repeat, either side of where a value can jump.
		*/
		const ends = curveTo > curveFrom ? spread(curveFrom, curveTo, Math.ceil((curveTo - curveFrom) / 100)) : [];
		ends.push(to);
		for (const t of bounds) ends.push(t, Math.min(t + .01, to));
		let start = from;
		for (const end of ends.sort(byTime)) {
			end > start && split(start, end, 0);
			start = end;
		}
		return times.sort(byTime);
	};
	/**
	* If every moving animation is the same tween, started together, as
	* happens for the values of one animate() call or transition, when
	* they move and their native easing.
	*/
	const getTween = (moving) => {
		let shared;
		for (const track of moving) {
			const tween = track.tween();
			if (!tween || shared && (Math.abs(tween[0] - shared[0]) > 1 || Math.abs(tween[1] - shared[1]) > 1)) return;
			/**
			* Easings that differ, like the springs a sequence makes for
			* each value, can still be the same curve.
			*/
			shared = [
				tween[0],
				tween[1],
				!shared || tween[2] === shared[2] ? tween[2] : void 0
			];
		}
		return shared;
	};
	/**
	* A WAAPI animation of the composed transform between two timestamps.
	*/
	const run = (moving, from, to, nativeEasing, options = { fill: "both" }, settled) => {
		/**
		* With an easing given, there's nothing to sample, so no need
		* for the boundaries.
		*/
		const bounds = nativeEasing ? [] : moving.flatMap((track) => track.boundaries(from, to));
		const easing = nativeEasing || getEasing(moving, from, to, bounds);
		const times = easing ? [from, to] : sample(moving, from, to, bounds);
		const transform = times.map((t) => compose(t, settled));
		let keyframes = { transform };
		if (!easing) keyframes.offset = times.map((t) => /* @__PURE__ */ progress(from, to, t));
		/**
		* If nothing moves, don't hold a transform, which, even at its
		* default, would make the element a containing block. The empty
		* animation still finishes the animations.
		*/
		if (transform.every((t) => t === transform[0])) {
			commit(valuesAt(from, settled));
			keyframes = null;
		}
		return create(keyframes, {
			...options,
			duration: to - from,
			easing: easing || "linear"
		});
	};
	/**
	* Check whether it's time to build in this long. A check that's due
	* sooner is kept, and checks again if it's early, so pausing and
	* playing don't each replace a timer. One due later, after a seek or
	* speed change while held, is replaced.
	*/
	const wakeIn = (delay) => {
		const at = time.now() + delay;
		if (at < wakeAt) {
			clearTimeout(wake);
			wakeAt = at;
			wake = setTimeout(() => {
				wakeAt = Infinity;
				group.schedule(false);
			}, delay);
		}
	};
	/**
	* Replace the WAAPI animations with ones built from now. Returns
	* undefined if the animations can't be composed.
	*/
	const animate = (now) => {
		/**
		* The finite part runs until the last finite animation (or the
		* last delay) ends. Infinitely repeating animations then continue
		* as one looping WAAPI animation, which needs them to share a
		* cycle.
		*/
		let end = now;
		let cycle = 0;
		let cycleStart = 0;
		const moving = [];
		const looping = [];
		const ends = /* @__PURE__ */ new Set();
		byKey.clear();
		built = /* @__PURE__ */ new Map();
		for (const track of tracks) {
			byKey.set(track.name, track);
			const [trackEnd, trackCycle] = track.timing();
			const isHeld = trackEnd === Infinity;
			built.set(track, [
				track.at(now),
				track.speed,
				isHeld
			]);
			if (isHeld) continue;
			if (track.speed < 0) return;
			if (trackCycle) {
				if (cycle) {
					const phase = (trackEnd - cycleStart) / trackCycle;
					if (Math.abs(trackCycle - cycle) > 1 || Math.abs(phase - Math.round(phase)) * cycle > 1) return;
				} else {
					cycle = trackCycle;
					cycleStart = trackEnd;
				}
				looping.push(track);
			} else ends.add(trackEnd);
			moving.push(track);
			end = Math.max(end, trackEnd);
		}
		statics = {};
		/**
		* Transforms that aren't animating are left out at their default.
		*/
		keys = transformPropOrder.filter((key) => {
			if (byKey.has(key)) return true;
			const value = statics[key] = read(owner, key);
			return value !== void 0 && !isDefaultTransform(key, value);
		});
		stop(false);
		/**
		* Values that share one tween are one WAAPI animation of it, with
		* two keyframes and its own easing, from when they started.
		*/
		const tween = !cycle && getTween(moving);
		try {
			if (end > now) {
				let easing;
				if (tween && tween[1] > now) {
					const [from, to, ease] = tween;
					/**
					* Until it's built, the motion values hold where it
					* starts, for the renderer to write.
					*/
					if (from - now > buildAhead) {
						moving.forEach((track) => track.sync());
						wakeIn(buildAt = from - now - buildAhead);
						return true;
					}
					easing = typeof ease === "string" ? ease : ease ? trace(ease, countSamples(from, to)) : getEasing(moving, from, to, []);
					/**
					* It holds its last keyframe until the animations end.
					*/
					easing && add(run(moving, from, to, easing, {
						fill: "both",
						endDelay: end - to
					}), from - now, end - from);
				}
				easing || add(run(moving, now, end), 0, end - now);
				/**
				* Animations that end sooner finish on the events of
				* empty animations that end with them.
				*/
				ends.forEach((trackEnd) => trackEnd < end - 1 && add(create(null, { duration: trackEnd - now }), 0, trackEnd - now));
			}
			if (cycle) {
				/**
				* Build one cycle from a cycle boundary, so it repeats
				* seamlessly, and start it part way through.
				*/
				const from = cycleStart + Math.floor((end - cycleStart) / cycle) * cycle;
				add(run(looping, from, from + cycle, void 0, {
					iterations: Infinity,
					iterationStart: (end - from) / cycle,
					/**
					* It must not fill backwards over the finite part
					* that runs before it.
					*/
					fill: "forwards"
				}, end), end - now);
			}
		} catch {
			return;
		}
		/**
		* Everything is held, so hold it with an inline style instead.
		*/
		segments.length || stop();
		return true;
	};
	/**
	* If every animation has been paused, played, seeked or sped up
	* together since the WAAPI animation was built, do the same to it.
	* Returns false if it needs rebuilding instead. Seeking to before a
	* tween starts rebuilds, so a running group seeked every frame still
	* moves to the main thread.
	*/
	const retime = (now, isSeek) => {
		let elapsed;
		let rate = 0;
		for (const track of tracks) {
			const state = built.get(track);
			if (!state) return false;
			const [builtTime, builtSpeed, wasHeld] = state;
			const trackTime = track.at(now);
			const isHeld = track.timing()[0] === Infinity;
			/**
			* With nothing on the compositor, a held animation is set
			* where it's held, so it can be seeked as often as needed.
			*/
			if (wasHeld) {
				if (isHeld && (trackTime === builtTime || !segments.length)) continue;
				return false;
			}
			const trackElapsed = (trackTime - builtTime) / builtSpeed;
			const trackRate = isHeld ? 0 : track.speed / builtSpeed;
			if (elapsed === void 0) {
				elapsed = trackElapsed;
				rate = trackRate;
			} else if (Math.abs(trackElapsed - elapsed) > 1 || trackRate !== rate) return false;
		}
		if (elapsed === void 0) return true;
		/**
		* Waiting to build a tween that starts later. Until then the
		* values hold where they start, so only when to build changes.
		* Held, it has nothing on the compositor, so it can be seeked.
		*/
		if (!segments.length) {
			if (buildAt === void 0 || isSeek && rate) return false;
			if (rate) {
				const delay = (buildAt - elapsed) / rate;
				if (delay < 1) return false;
				wakeIn(delay);
			}
			return true;
		}
		/**
		* Only a tween is built to start later, and it holds its first
		* keyframe until then, so it can be paused and played before it
		* starts.
		*/
		for (const { offset, end, isDone } of segments) {
			const local = elapsed - offset;
			if (end < Infinity && (isDone ? local < end - 1 : local < 0 && (isSeek || offset <= 0) || local >= end)) return false;
		}
		for (const { animation, offset, isDone } of segments) {
			if (isDone) continue;
			const local = elapsed - offset;
			if (rate && animation.updatePlaybackRate && animation.playState === "running" && Math.abs(Number(animation.currentTime) - local) < 20)
 /**
			* Only the speed changed. Setting playbackRate and
			* startTime restarts a running compositor animation, which
			* can render the underlying value for a frame.
			*/
			animation.playbackRate !== rate && animation.updatePlaybackRate(rate);
			else if (rate) {
				animation.playbackRate !== rate && (animation.playbackRate = rate);
				animation.startTime = now - local / rate;
			} else {
				/**
				* Hold it without pause(), whose pending pause setting
				* currentTime would end at once, leaving WebKit holding its
				* ready time (see create()).
				*/
				animation.startTime = null;
				animation.currentTime = local;
			}
		}
		return true;
	};
	/**
	* If no animations are left, write where they got to and cancel the
	* WAAPI animations. Returns whether the group ended.
	*/
	const end = () => {
		if (tracks.size) return false;
		isEnded = true;
		/**
		* The element may have a newer group if this one was detached
		* (see handOffElementState).
		*/
		getGroup(element) === group && transformGroups.delete(element);
		group.isJS || stop();
		return true;
	};
	const build = () => {
		const now = time.now();
		/**
		* Finish the animations that have reached their end, which the
		* WAAPI animation has already rendered.
		*/
		if (!group.isJS) {
			group.isFinishing = true;
			tracks.forEach((track) => {
				const [trackEnd, trackCycle] = track.timing();
				if (track.state === "running" && track.speed > 0 && !trackCycle && trackEnd <= now + 1) {
					track.complete();
					/**
					* From now it's checked for outside writes like any
					* other static transform. If the WAAPI animation never
					* rendered it (it was instant), rebuild with its value.
					*/
					statics[track.name] = read(owner, track.name);
					built.has(track) || (needsBuild = true);
				}
			});
			group.isFinishing = false;
		}
		isScheduled = false;
		if (isEnded) return;
		tracks.forEach((track) => hasEnded(track) && tracks.delete(track));
		if (end()) return;
		for (const track of tracks) if (!track.canAccelerate) return group.demote(true);
		/**
		* Everything that kept the group on the main thread has finished,
		* so move the remaining animations back to the compositor.
		*/
		if (group.isJS) {
			group.isJS = false;
			needsBuild = true;
			tracks.forEach((track) => track.stopJS());
		}
		const shouldBuild = needsBuild;
		const churned = hasChurned;
		needsBuild = hasChurned = false;
		if (shouldBuild || !retime(now, churned)) {
			if (churned) {
				if (now - lastChurn < churnWindow) return group.demote();
				lastChurn = now;
			}
			if (!animate(now)) return group.demote();
		} else if (buildAt !== void 0 && !churned)
 /**
		* Still waiting to build, so the values still hold where
		* they start.
		*/
		return;
		/**
		* Held animations don't move, so set their motion values to where
		* they're held, as a JSAnimation would on its next tick. Pausing
		* and seeking schedule this, so it's once however many there are.
		*/
		tracks.forEach((track) => track.timing()[0] === Infinity && track.sync());
	};
	const group = {
		tracks,
		isJS: false,
		isFinishing: false,
		schedule(build_, isChurn) {
			if (isEnded) return;
			needsBuild || (needsBuild = build_);
			hasChurned || (hasChurned = !!isChurn);
			/**
			* Build in this frame's render step, so it's in place before
			* anything reads the DOM in postRender, or straight after the
			* current task outside of a frame.
			*/
			if (!isScheduled) {
				isScheduled = true;
				frameData.isProcessing ? frame.render(build, false, true) : buildSoon(build);
			}
		},
		/**
		* End the group now, rather than when it next builds, so the
		* element's transform is the caller's again as soon as its last
		* animation is stopped.
		*/
		release(track) {
			/**
			* Only drop the stopped animation. Others can be idle because
			* they're part way through play(), and are about to run.
			*/
			hasEnded(track) && tracks.delete(track);
			end() || group.schedule(true);
		},
		/**
		* An outside write. Rebuild once, but if it keeps happening, move
		* to the main thread.
		*/
		check() {
			if (group.isJS) return;
			for (const key in statics) if (read(owner, key) !== statics[key] && !has(key)) return group.schedule(true, true);
		},
		demote(canReturn) {
			if (group.isJS || isEnded) return;
			/**
			* Unless only another animation is holding the group on the
			* main thread, these animations stay there until they end.
			*/
			tracks.forEach((track) => {
				track.isAccelerated() && track.sync();
				canReturn || (track.canAccelerate = false);
			});
			group.isJS = true;
			built = /* @__PURE__ */ new Map();
			stop();
			tracks.forEach((track) => track.state === "running" && track.js?.start());
			return true;
		}
	};
	transformGroups.set(element, group);
	return group;
}
// node_modules/motion-dom/dist/es/animation/AsyncMotionValueAnimation.mjs
var AsyncMotionValueAnimation = class extends WithPromise {
	constructor(options) {
		super();
		/**
		* Bound to support return animation.stop pattern
		*/
		this.stop = () => {
			if (this._animation) {
				this._animation.stop();
				this.stopTimeline?.();
			}
			this.keyframeResolver?.cancel();
		};
		this.createdAt = time.now();
		const { keyframes, name, motionValue, element } = options;
		/**
		* animateMotionValue builds a fresh options object per value, so
		* it's completed in place as keyframes resolve rather than copied.
		*/
		const optionsWithDefaults = options;
		optionsWithDefaults.autoplay ?? (optionsWithDefaults.autoplay = true);
		optionsWithDefaults.delay ?? (optionsWithDefaults.delay = 0);
		optionsWithDefaults.type ?? (optionsWithDefaults.type = "keyframes");
		optionsWithDefaults.repeat ?? (optionsWithDefaults.repeat = 0);
		optionsWithDefaults.repeatDelay ?? (optionsWithDefaults.repeatDelay = 0);
		optionsWithDefaults.repeatType ?? (optionsWithDefaults.repeatType = "loop");
		const KeyframeResolver$1 = element?.KeyframeResolver || KeyframeResolver;
		this.keyframeResolver = new KeyframeResolver$1(keyframes, (resolvedKeyframes, finalKeyframe, forced) => this.onKeyframesResolved(resolvedKeyframes, finalKeyframe, optionsWithDefaults, !forced), name, motionValue, element);
		this.keyframeResolver?.scheduleResolve();
	}
	onKeyframesResolved(keyframes, finalKeyframe, options, sync) {
		this.keyframeResolver = void 0;
		const { name, type, velocity, delay, isHandoff, onUpdate } = options;
		this.resolvedAt = time.now();
		/**
		* If we can't animate this value with the resolved keyframes
		* then we should complete it immediately.
		*/
		const canAnimateValue = canAnimate(keyframes, name, type, velocity);
		if (!canAnimateValue) {
			if (MotionGlobalConfig.instantAnimations || !delay) onUpdate?.(getFinalKeyframe(keyframes, options, finalKeyframe));
			keyframes[0] = keyframes[keyframes.length - 1];
			makeAnimationInstant(options);
			options.repeat = 0;
		}
		const { onComplete } = options;
		options.finalKeyframe = finalKeyframe;
		options.keyframes = keyframes;
		/**
		* JSAnimation and NativeAnimation call onComplete exactly when
		* their own `finished` resolves, so this replaces a promise chain
		* per value with a callback.
		*/
		options.onComplete = () => {
			onComplete?.();
			this.notifyFinished();
		};
		/**
		* Animate via WAAPI if possible. If this is a handoff animation, the optimised animation will be running via
		* WAAPI. Therefore, this animation must be JS to ensure it runs "under" the
		* optimised animation.
		*
		* Also skip WAAPI when keyframes aren't animatable, as the resolved
		* values may not be valid CSS and would trigger browser warnings.
		*/
		const useWaapi = canAnimateValue && !isHandoff && supportsBrowserAnimation(options);
		/**
		* Independent transforms (x, scale etc) on an HTML element are
		* composed into one WAAPI transform animation per element.
		*/
		const isGroupedTransform = !useWaapi && canGroupTransform(options);
		/**
		* Resolve startTime for the animation. A startTime passed in options
		* (an optimised appear handoff syncing to its WAAPI animation) takes
		* precedence.
		*
		* *Ideally*, we would use the createdAt time as t=0 as the following
		* frame would then be the first frame of the animation in progress,
		* which would feel snappier. If keyframes resolved on a later frame,
		* and long after creation, we start from then instead.
		*
		* If they resolved immediately, a JSAnimation picks its own start
		* time and resolves it the same way on its first frame, so every
		* animation started in that moment stays in sync. WAAPI has no frame
		* of ours to do that on.
		*/
		if (sync && (useWaapi || isGroupedTransform || this.resolvedAt !== this.createdAt)) options.startTime ?? (options.startTime = resolveStartTime(this.createdAt, this.resolvedAt));
		let animation;
		if (useWaapi) {
			/**
			* The resolver needed the VisualElement, WAAPI needs the DOM
			* element. JSAnimation reads neither, so this is safe to
			* leave in place if we fall back to it.
			*/
			options.element = options.motionValue?.owner?.current;
			try {
				animation = new NativeAnimationExtended(options);
			} catch {
				animation = new JSAnimation(options);
			}
		} else if (isGroupedTransform) animation = new TransformAnimation(options);
		else animation = new JSAnimation(options);
		if (this.pendingTimeline) {
			this.stopTimeline = animation.attachTimeline(this.pendingTimeline);
			this.pendingTimeline = void 0;
		}
		this._animation = animation;
	}
	get finished() {
		return this._animation ? this._animation.finished : super.finished;
	}
	then(onResolve, _onReject) {
		return this.finished.finally(onResolve).then(() => {});
	}
	/**
	* The value now, if the animation runs on the compositor.
	*/
	liveValue() {
		return this._animation?.liveValue?.();
	}
	get animation() {
		if (!this._animation) {
			this.keyframeResolver?.resume();
			flushKeyframeResolvers();
		}
		return this._animation;
	}
	get duration() {
		return this.animation.duration;
	}
	get iterationDuration() {
		return this.animation.iterationDuration;
	}
	get time() {
		return this.animation.time;
	}
	set time(newTime) {
		this.animation.time = newTime;
	}
	get speed() {
		return this.animation.speed;
	}
	get state() {
		return this.animation.state;
	}
	set speed(newSpeed) {
		this.animation.speed = newSpeed;
	}
	get startTime() {
		return this.animation.startTime;
	}
	attachTimeline(timeline) {
		if (this._animation) this.stopTimeline = this.animation.attachTimeline(timeline);
		else this.pendingTimeline = timeline;
		return () => this.stop();
	}
	play() {
		this.animation.play();
	}
	pause() {
		this.animation.pause();
	}
	complete() {
		this.animation.complete();
	}
	cancel() {
		this._animation?.cancel();
		this.keyframeResolver?.cancel();
	}
};
// node_modules/motion-dom/dist/es/animation/utils/calc-child-stagger.mjs
function calcChildStagger(children, child, delayChildren, staggerChildren = 0, staggerDirection = 1) {
	const index = Array.from(children).sort((a, b) => a.sortNodePosition(b)).indexOf(child);
	const numChildren = children.size;
	const maxStaggerDuration = (numChildren - 1) * staggerChildren;
	return typeof delayChildren === "function" ? delayChildren(index, numChildren) : staggerDirection === 1 ? index * staggerChildren : maxStaggerDuration - index * staggerChildren;
}
// node_modules/motion-dom/dist/es/animation/utils/get-value-transition.mjs
function getValueTransition(transition, key) {
	const valueTransition = transition?.[key] ?? transition?.["default"] ?? transition;
	if (valueTransition !== transition) return resolveTransition(valueTransition, transition);
	return valueTransition;
}
// node_modules/motion-dom/dist/es/animation/utils/default-transitions.mjs
var underDampedSpring = {
	type: "spring",
	stiffness: 500,
	damping: 25,
	restSpeed: 10
};
var criticallyDampedSpring = (target) => ({
	type: "spring",
	stiffness: 550,
	damping: target === 0 ? 2 * Math.sqrt(550) : 30,
	restSpeed: 10
});
var keyframesTransition = {
	type: "keyframes",
	duration: .8
};
/**
* Default easing curve is a slightly shallower version of
* the default browser easing curve.
*/
var ease = {
	type: "keyframes",
	ease: [
		.25,
		.1,
		.35,
		1
	],
	duration: .3
};
var getDefaultTransition = (valueKey, { keyframes }) => {
	if (keyframes.length > 2) return keyframesTransition;
	else if (transformProps.has(valueKey)) return valueKey.startsWith("scale") ? criticallyDampedSpring(keyframes[1]) : underDampedSpring;
	return ease;
};
// node_modules/motion-dom/dist/es/animation/utils/is-transition-defined.mjs
var orchestrationKeys = /* @__PURE__ */ new Set([
	"when",
	"delay",
	"delayChildren",
	"staggerChildren",
	"staggerDirection",
	"repeat",
	"repeatType",
	"repeatDelay",
	"from",
	"elapsed",
	"out",
	"mixer"
]);
/**
* Decide whether a transition is defined on a given Transition.
* This filters out orchestration options and returns true
* if any options are left.
*/
function isTransitionDefined(transition) {
	for (const key in transition) if (!orchestrationKeys.has(key)) return true;
	return false;
}
// node_modules/motion-dom/dist/es/animation/interfaces/motion-value.mjs
var animateMotionValue = (name, value, target, transition = {}, element, isHandoff) => (onComplete) => {
	const valueTransition = getValueTransition(transition, name) || {};
	/**
	* Most transition values are currently completely overwritten by value-specific
	* transitions. In the future it'd be nicer to blend these transitions. But for now
	* delay actually does inherit from the root transition if not value-specific.
	*/
	const delay = valueTransition.delay || transition.delay || 0;
	/**
	* Elapsed isn't a public transition option but can be passed through from
	* optimized appear effects in milliseconds.
	*/
	let { elapsed = 0 } = transition;
	elapsed = elapsed - secondsToMilliseconds(delay);
	const options = {
		keyframes: Array.isArray(target) ? target : [null, target],
		ease: "easeOut",
		velocity: value.getVelocity(),
		...valueTransition,
		delay: -elapsed,
		onUpdate: (v) => {
			value.set(v);
			valueTransition.onUpdate && valueTransition.onUpdate(v);
		},
		onComplete: () => {
			onComplete();
			valueTransition.onComplete && valueTransition.onComplete();
		},
		name,
		motionValue: value,
		element: isHandoff ? void 0 : element,
		hasOnUpdate: !!valueTransition.onUpdate
	};
	/**
	* If there's no transition defined for this value, we can generate
	* unique transition settings for this value.
	*/
	if (!isTransitionDefined(valueTransition)) Object.assign(options, getDefaultTransition(name, options));
	/**
	* Both WAAPI and our internal animation functions use durations
	* as defined by milliseconds, while our external API defines them
	* as seconds.
	*/
	options.duration && (options.duration = secondsToMilliseconds(options.duration));
	options.repeatDelay && (options.repeatDelay = secondsToMilliseconds(options.repeatDelay));
	/**
	* Support deprecated way to set initial value. Prefer keyframe syntax.
	*/
	if (options.from !== void 0) options.keyframes[0] = options.from;
	let shouldSkip = false;
	if (options.type === false || options.duration === 0 && !options.repeatDelay) {
		makeAnimationInstant(options);
		if (options.delay === 0) shouldSkip = true;
	}
	if (MotionGlobalConfig.instantAnimations || MotionGlobalConfig.skipAnimations || element?.shouldSkipAnimations || valueTransition.skipAnimations) {
		shouldSkip = true;
		makeAnimationInstant(options);
		options.delay = 0;
	}
	/**
	* If the transition type or easing has been explicitly set by the user
	* then we don't want to allow flattening the animation.
	*/
	options.allowFlatten = !valueTransition.type && !valueTransition.ease;
	/**
	* If we can or must skip creating the animation, and apply only
	* the final keyframe, do so. We also check once keyframes are resolved but
	* this early check prevents the need to create an animation at all.
	*/
	if (shouldSkip && !isHandoff && value.get() !== void 0) {
		const finalKeyframe = getFinalKeyframe(options.keyframes, valueTransition);
		if (finalKeyframe !== void 0) {
			frame.update(() => {
				options.onUpdate(finalKeyframe);
				options.onComplete();
			});
			return;
		}
	}
	return valueTransition.isSync ? new JSAnimation(options) : new AsyncMotionValueAnimation(options);
};
// node_modules/motion-dom/dist/es/animation/utils/css-variables-conversion.mjs
/**
* Parse Framer's special CSS variable format into a CSS token and a fallback.
*
* ```
* `var(--foo, #fff)` => [`--foo`, '#fff']
* ```
*
* @param current
*/
var splitCSSVariableRegex = /^var\(--(?:([\w-]+)|([\w-]+), ?([a-zA-Z\d ()%#.,-]+))\)/u;
function parseCSSVariable(current) {
	const match = splitCSSVariableRegex.exec(current);
	if (!match) return [,];
	const [, token1, token2, fallback] = match;
	return [`--${token1 ?? token2}`, fallback];
}
var maxDepth = 4;
function getVariableValue(current, element, depth = 1) {
	invariant(depth <= maxDepth, `Max CSS variable fallback depth detected in property "${current}". This may indicate a circular fallback dependency.`, "max-css-var-depth");
	const [token, fallback] = parseCSSVariable(current);
	if (!token) return;
	const resolved = window.getComputedStyle(element).getPropertyValue(token);
	if (resolved) {
		const trimmed = resolved.trim();
		return isNumericalString(trimmed) ? parseFloat(trimmed) : trimmed;
	}
	return isCSSVariableToken(fallback) ? getVariableValue(fallback, element, depth + 1) : fallback;
}
// node_modules/motion-dom/dist/es/render/utils/resolve-dynamic-variants.mjs
function resolveVariant(visualElement, definition, custom) {
	return resolveVariantFromProps(visualElement.getProps(), definition, custom, visualElement);
}
/**
* Exit variants resolve with AnimatePresence's custom, every other type
* with the element's own.
*/
var getTypeCustom = (visualElement, type) => type === "exit" ? visualElement.presenceContext?.custom : void 0;
// node_modules/motion-dom/dist/es/render/utils/keys-position.mjs
var positionalKeys = /* @__PURE__ */ new Set([
	"width",
	"height",
	"top",
	"left",
	"right",
	"bottom",
	...transformPropOrder
]);
// node_modules/motion-dom/dist/es/render/utils/is-keyframes-target.mjs
var isKeyframesTarget = (v) => {
	return Array.isArray(v);
};
// node_modules/motion-dom/dist/es/render/utils/setters.mjs
/**
* Set VisualElement's MotionValue, creating a new MotionValue for it if
* it doesn't exist.
*/
function setMotionValue(visualElement, key, value) {
	if (visualElement.hasValue(key)) visualElement.getValue(key).set(value);
	else visualElement.addValue(key, motionValue(value));
}
function resolveFinalValueInKeyframes(v) {
	return isKeyframesTarget(v) ? v[v.length - 1] || 0 : v;
}
function setTarget(visualElement, definition) {
	let { transitionEnd = {}, transition = {}, ...target } = resolveVariant(visualElement, definition) || {};
	target = {
		...target,
		...transitionEnd
	};
	for (const key in target) setMotionValue(visualElement, key, resolveFinalValueInKeyframes(target[key]));
}
// node_modules/motion-dom/dist/es/value/will-change/is.mjs
function isWillChangeMotionValue(value) {
	return Boolean(isMotionValue(value) && value.add);
}
// node_modules/motion-dom/dist/es/value/will-change/add-will-change.mjs
function addValueToWillChange(visualElement, key) {
	const willChange = visualElement.getValue("willChange");
	/**
	* It could be that a user has set willChange to a regular MotionValue,
	* in which case we can't add the value to it.
	*/
	if (isWillChangeMotionValue(willChange)) return willChange.add(key);
	else if (!willChange && MotionGlobalConfig.WillChange) {
		const newWillChange = new MotionGlobalConfig.WillChange("auto");
		visualElement.addValue("willChange", newWillChange);
		newWillChange.add(key);
	}
}
// node_modules/motion-dom/dist/es/animation/optimized-appear/get-appear-id.mjs
function getOptimisedAppearId(visualElement) {
	return visualElement.props[optimizedAppearDataAttribute];
}
// node_modules/motion-dom/dist/es/animation/interfaces/visual-element-target.mjs
var isBrowser = typeof window !== "undefined";
/**
* Decide whether we should block this animation. Previously, we achieved this
* just by checking whether the key was listed in protectedKeys, but this
* posed problems if an animation was triggered by afterChildren and protectedKeys
* had been set to true in the meantime.
*/
function shouldBlockAnimation({ protectedKeys, needsAnimating }, key) {
	const shouldBlock = key in protectedKeys && !needsAnimating[key];
	needsAnimating[key] = false;
	return shouldBlock;
}
function animateTarget(visualElement, targetAndTransition, { delay = 0, transitionOverride, type } = {}) {
	let { transition, transitionEnd, ...target } = targetAndTransition;
	const defaultTransition = visualElement.getDefaultTransition();
	transition = transition ? resolveTransition(transition, defaultTransition) : defaultTransition;
	const reduceMotion = transition?.reduceMotion;
	const skipAnimations = transition?.skipAnimations;
	if (transitionOverride) transition = transitionOverride;
	const animations = [];
	const animationTypeState = type && visualElement.animationState?.getState()[type];
	const path = transition?.path;
	if (path) path.animateValues ? path.animateValues((key) => visualElement.getValue(key, visualElement.latestValues[key] ?? 0), target, transition, delay, animations) : path.animateVisualElement?.(visualElement, target, transition, delay, animations);
	for (const key in target) {
		const value = visualElement.getValue(key, visualElement.latestValues[key] ?? null);
		const valueTarget = target[key];
		if (valueTarget === void 0 || animationTypeState && shouldBlockAnimation(animationTypeState, key)) continue;
		const valueTransition = {
			delay,
			...getValueTransition(animationTypeState?.out[key] || transition || {}, key)
		};
		if (skipAnimations) valueTransition.skipAnimations = true;
		/**
		* If the value is already at the defined target, skip the animation.
		* We still re-assert the value via frame.update to take precedence
		* over any stale transitionEnd callbacks from previous animations.
		*/
		const currentValue = value.get();
		if (currentValue !== void 0 && !value.isAnimating() && !Array.isArray(valueTarget) && valueTarget === currentValue && !valueTransition.velocity) {
			frame.update(() => value.set(valueTarget));
			continue;
		}
		/**
		* If this is the first time a value is being animated, check
		* to see if we're handling off from an existing animation.
		*/
		let isHandoff = false;
		if (isBrowser && window.MotionHandoffAnimation) {
			const appearId = getOptimisedAppearId(visualElement);
			if (appearId) {
				const startTime = window.MotionHandoffAnimation(appearId, key, frame);
				if (startTime !== null) {
					valueTransition.startTime = startTime;
					isHandoff = true;
				}
			}
		}
		addValueToWillChange(visualElement, key);
		const shouldReduceMotion = reduceMotion ?? visualElement.shouldReduceMotion;
		value.run(animateMotionValue(key, value, valueTarget, shouldReduceMotion && positionalKeys.has(key) ? { type: false } : valueTransition, visualElement, isHandoff));
		const animation = value.animation;
		if (animation) animations.push(animation);
	}
	if (transitionEnd) {
		const applyTransitionEnd = () => frame.update(() => {
			transitionEnd && setTarget(visualElement, transitionEnd);
		});
		if (animations.length) Promise.all(animations).then(applyTransitionEnd);
		else applyTransitionEnd();
	}
	return animations;
}
// node_modules/motion-dom/dist/es/animation/interfaces/visual-element-variant.mjs
function animateVariant(visualElement, variant, options = {}) {
	const resolved = resolveVariant(visualElement, variant, getTypeCustom(visualElement, options.type));
	const transition = options.transitionOverride || (resolved?.transition ?? (visualElement.getDefaultTransition() || {}));
	const getAnimation = () => Promise.all(resolved ? animateTarget(visualElement, resolved, options) : []);
	const getChildAnimations = (delay = 0) => {
		const { variantChildren } = visualElement;
		const { delayChildren = 0, staggerChildren, staggerDirection } = transition;
		const animations = [];
		variantChildren?.forEach((child) => {
			child.notify("AnimationStart", variant);
			animations.push(animateVariant(child, variant, {
				...options,
				delay: delay + (typeof delayChildren === "function" ? 0 : delayChildren) + calcChildStagger(variantChildren, child, delayChildren, staggerChildren, staggerDirection)
			}).then(() => child.notify("AnimationComplete", variant)));
		});
		return Promise.all(animations);
	};
	/**
	* when: "beforeChildren" | "afterChildren" runs this element's animation
	* and its children's in sequence.
	*/
	const { when } = transition;
	return when ? when === "beforeChildren" ? getAnimation().then(() => getChildAnimations()) : getChildAnimations().then(getAnimation) : Promise.all([getAnimation(), getChildAnimations(options.delay)]);
}
// node_modules/motion-dom/dist/es/animation/interfaces/visual-element.mjs
function animateVisualElement(visualElement, definition, options = {}) {
	visualElement.notify("AnimationStart", definition);
	return (Array.isArray(definition) ? Promise.all(definition.map((variant) => animateVariant(visualElement, variant, options))) : typeof definition === "string" ? animateVariant(visualElement, definition, options) : Promise.all(animateTarget(visualElement, resolveVariant(visualElement, definition, options.custom), options))).then(() => {
		visualElement.notify("AnimationComplete", definition);
	});
}
// node_modules/motion-dom/dist/es/value/types/auto.mjs
/**
* ValueType for "auto"
*/
var auto = {
	test: (v) => v === "auto",
	parse: (v) => v
};
// node_modules/motion-dom/dist/es/value/types/test.mjs
/**
* Tests a provided value against a ValueType
*/
var testValueType = (v) => (type) => type.test(v);
// node_modules/motion-dom/dist/es/value/types/dimensions.mjs
/**
* A list of value types commonly used for dimensions
*/
var dimensionValueTypes = [
	number,
	px,
	percent,
	degrees,
	vw,
	vh,
	auto
];
/**
* Tests a dimensional value against the list of dimension ValueTypes
*/
var findDimensionValueType = (v) => dimensionValueTypes.find(testValueType(v));
// node_modules/motion-dom/dist/es/animation/keyframes/utils/is-none.mjs
function isNone(value) {
	if (typeof value === "number") return value === 0;
	else if (value !== null) return value === "none" || value === "0" || isZeroValueString(value);
	else return true;
}
// node_modules/motion-dom/dist/es/animation/keyframes/utils/make-none-animatable.mjs
/**
* If we encounter keyframes like "none" or "0" and we also have keyframes like
* "#fff" or "200px 200px" we want to find a keyframe to serve as a template for
* the "none" keyframes. In this case "#fff" or "200px 200px" - then these get turned into
* zero equivalents, i.e. "#fff0" or "0px 0px".
*/
var invalidTemplates = /* @__PURE__ */ new Set([
	"auto",
	"none",
	"0"
]);
function makeNoneKeyframesAnimatable(unresolvedKeyframes, noneKeyframeIndexes, name) {
	let i = 0;
	let animatableTemplate = void 0;
	while (i < unresolvedKeyframes.length && !animatableTemplate) {
		const keyframe = unresolvedKeyframes[i];
		if (typeof keyframe === "string" && !invalidTemplates.has(keyframe) && hasComplexValues(keyframe)) animatableTemplate = unresolvedKeyframes[i];
		i++;
	}
	if (animatableTemplate && name) for (const noneIndex of noneKeyframeIndexes) {
		/**
		* A zero-valued template like "0%" is already its own
		* animatable none, so there's nothing to derive.
		*/
		if (unresolvedKeyframes[noneIndex] === animatableTemplate) continue;
		unresolvedKeyframes[noneIndex] = getAnimatableNone(name, animatableTemplate);
	}
}
// node_modules/motion-dom/dist/es/animation/keyframes/DOMKeyframesResolver.mjs
var DOMKeyframesResolver = class extends KeyframeResolver {
	/**
	* Passes isAsync to the base constructor rather than setting it as a
	* class field, which would compile to a constructor that spreads
	* `arguments` into super(). That spread is slow in the interpreter,
	* and animate() constructs one resolver per value.
	*/
	constructor(unresolvedKeyframes, onComplete, name, motionValue, element) {
		super(unresolvedKeyframes, onComplete, name, motionValue, element, true);
	}
	/**
	* Keyframes that don't need reading from the DOM, or measuring,
	* resolve straight away rather than in the frame loop's batched read.
	*/
	scheduleResolve() {
		if (this.canReadNow()) {
			this.readKeyframes();
			if (!this.needsMeasurement) return this.complete();
		}
		super.scheduleResolve();
	}
	canReadNow() {
		const { unresolvedKeyframes, element, motionValue } = this;
		const origin = unresolvedKeyframes[0] ?? motionValue?.get();
		if (!element?.current || origin === void 0) return false;
		for (let i = 0; i < unresolvedKeyframes.length; i++) if (containsCSSVariable(i ? unresolvedKeyframes[i] : origin)) return false;
		return true;
	}
	readKeyframes() {
		const { unresolvedKeyframes, element, name } = this;
		if (!element?.current) return;
		super.readKeyframes();
		/**
		* If any keyframe is a CSS variable, we need to find its value by sampling the element
		*/
		for (let i = 0; i < unresolvedKeyframes.length; i++) {
			let keyframe = unresolvedKeyframes[i];
			if (typeof keyframe === "string") {
				keyframe = keyframe.trim();
				if (isCSSVariableToken(keyframe)) {
					const resolved = getVariableValue(keyframe, element.current);
					if (resolved !== void 0) unresolvedKeyframes[i] = resolved;
					if (i === unresolvedKeyframes.length - 1) this.finalKeyframe = keyframe;
				}
			}
		}
		/**
		* Resolve "none" values. We do this potentially twice - once before and once after measuring keyframes.
		* This could be seen as inefficient but it's a trade-off to avoid measurements in more situations, which
		* have a far bigger performance impact.
		*/
		this.resolveNoneKeyframes();
		/**
		* Check to see if unit type has changed. If so schedule jobs that will
		* temporarily set styles to the destination keyframes.
		* Skip if we have more than two keyframes or this isn't a positional value.
		* TODO: We can throw if there are multiple keyframes and the value type changes.
		*/
		if (!positionalKeys.has(name) || unresolvedKeyframes.length !== 2) return;
		const [origin, target] = unresolvedKeyframes;
		if (typeof origin === "number" && typeof target === "number") return;
		const originType = findDimensionValueType(origin);
		const targetType = findDimensionValueType(target);
		if (containsCSSVariable(origin) !== containsCSSVariable(target) && positionalValues[name]) {
			this.needsMeasurement = true;
			return;
		}
		/**
		* Either we don't recognise these value types or we can animate between them.
		*/
		if (originType === targetType) return;
		/**
		* If both values are numbers or pixels, we can animate between them by
		* converting them to numbers.
		*/
		if (isNumOrPxType(originType) && isNumOrPxType(targetType)) for (let i = 0; i < unresolvedKeyframes.length; i++) {
			const value = unresolvedKeyframes[i];
			if (typeof value === "string") unresolvedKeyframes[i] = parseFloat(value);
		}
		else if (positionalValues[name])
 /**
		* Else, the only way to resolve this is by measuring the element.
		*/
		this.needsMeasurement = true;
	}
	resolveNoneKeyframes() {
		const { unresolvedKeyframes, name } = this;
		const noneKeyframeIndexes = [];
		for (let i = 0; i < unresolvedKeyframes.length; i++) if (unresolvedKeyframes[i] === null || isNone(unresolvedKeyframes[i])) noneKeyframeIndexes.push(i);
		if (noneKeyframeIndexes.length) makeNoneKeyframesAnimatable(unresolvedKeyframes, noneKeyframeIndexes, name);
	}
	measure() {
		const { element, name } = this;
		return positionalValues[name](window.getComputedStyle(element.current), () => element.measureViewportBox());
	}
	measureInitialState() {
		const { element, unresolvedKeyframes, name } = this;
		if (!element?.current) return;
		if (name === "height") this.suspendedScrollY = window.pageYOffset;
		this.measuredOrigin = this.measure();
		unresolvedKeyframes[0] = this.measuredOrigin;
		const measureKeyframe = unresolvedKeyframes[unresolvedKeyframes.length - 1];
		if (measureKeyframe !== void 0) this.motionValue?.jump(measureKeyframe, false);
	}
	measureEndState() {
		const { element, unresolvedKeyframes } = this;
		if (!element?.current) return;
		this.motionValue?.jump(this.measuredOrigin, false);
		const finalKeyframeIndex = unresolvedKeyframes.length - 1;
		const finalKeyframe = unresolvedKeyframes[finalKeyframeIndex];
		unresolvedKeyframes[finalKeyframeIndex] = this.measure();
		if (finalKeyframe !== null && this.finalKeyframe === void 0) this.finalKeyframe = finalKeyframe;
		this.resolveNoneKeyframes();
	}
};
// node_modules/motion-dom/dist/es/utils/is-html-element.mjs
/**
* Checks if an element is an HTML element in a way
* that works across iframes
*/
function isHTMLElement(element) {
	return isObject(element) && "offsetHeight" in element && !("ownerSVGElement" in element);
}
// node_modules/motion-dom/dist/es/scope/active.mjs
var activeScope = {};
/**
* Register `cleanup` with the active scope, if there is one, so stopping
* the scope also runs it.
*/
function addToScope(cleanup) {
	activeScope.current?.add(cleanup);
	return cleanup;
}
/**
* Bind `callback` to the active scope, so anything it starts later (for
* instance an animation in an `inView()` callback) is collected too.
*/
var bindToScope = (callback) => activeScope.current ? activeScope.current.bind(callback) : callback;
// node_modules/motion-dom/dist/es/utils/resolve-elements.mjs
function resolveElements(elementOrSelector, scope, selectorCache) {
	if (elementOrSelector == null) return [];
	if (elementOrSelector instanceof EventTarget) return [elementOrSelector];
	else if (typeof elementOrSelector === "string") {
		const root = scope ? scope.current : activeScope.current?.root || document;
		const elements = selectorCache?.[elementOrSelector] ?? root.querySelectorAll(elementOrSelector);
		return elements ? Array.from(elements) : [];
	}
	return Array.from(elementOrSelector).filter((element) => element != null);
}
// node_modules/motion-dom/dist/es/render/dom/utils/camel-to-dash.mjs
function camelToDash(str) {
	return str.replace(/([A-Z])/g, (match) => `-${match.toLowerCase()}`);
}
// node_modules/motion-dom/dist/es/projection/geometry/conversion.mjs
/**
* Bounding boxes tend to be defined as top, left, right, bottom. For various operations
* it's easier to consider each axis individually. This function returns a bounding box
* as a map of single-axis min/max values.
*/
function convertBoundingBoxToBox({ top, left, right, bottom }) {
	return {
		x: {
			min: left,
			max: right
		},
		y: {
			min: top,
			max: bottom
		}
	};
}
/**
* Applies a TransformPoint function to a bounding box. TransformPoint is usually a function
* provided by Framer to allow measured points to be corrected for device scaling. This is used
* when measuring DOM elements and DOM event points.
*/
function transformBoxPoints(point, transformPoint) {
	if (!transformPoint) return point;
	const topLeft = transformPoint({
		x: point.left,
		y: point.top
	});
	const bottomRight = transformPoint({
		x: point.right,
		y: point.bottom
	});
	return {
		top: topLeft.y,
		left: topLeft.x,
		bottom: bottomRight.y,
		right: bottomRight.x
	};
}
// node_modules/motion-dom/dist/es/projection/utils/measure.mjs
function measureViewportBox(instance, transformPoint) {
	return convertBoundingBoxToBox(transformBoxPoints(instance.getBoundingClientRect(), transformPoint));
}
// node_modules/motion-dom/dist/es/events/add-dom-event.mjs
function addDomEvent(target, eventName, handler, options = { passive: true }) {
	target.addEventListener(eventName, handler, options);
	return () => target.removeEventListener(eventName, handler, options);
}
// node_modules/motion-dom/dist/es/render/dom/DOMVisualElement.mjs
var DOMVisualElement = class extends VisualElement {
	constructor() {
		super(...arguments);
		this.KeyframeResolver = DOMKeyframesResolver;
	}
	sortInstanceNodePosition(a, b) {
		/**
		* compareDocumentPosition returns a bitmask, by using the bitwise &
		* we're returning true if 2 in that bitmask is set to true. 2 is set
		* to true if b precedes a.
		*/
		return a.compareDocumentPosition(b) & 2 ? 1 : -1;
	}
	getBaseTargetFromProps(props, key) {
		const style = props.style;
		return style ? style[key] : void 0;
	}
	removeValueFromRenderState(key, { vars, style }) {
		delete vars[key];
		delete style[key];
	}
	handleChildMotionValue() {
		if (this.childSubscription) {
			this.childSubscription();
			delete this.childSubscription;
		}
		const { children } = this.props;
		if (isMotionValue(children)) this.childSubscription = children.on("change", (latest) => {
			if (this.current) this.current.textContent = `${latest}`;
		});
	}
};
// node_modules/motion-dom/dist/es/render/html/utils/render.mjs
function renderHTML(element, { style, vars }, styleProp, projection) {
	const elementStyle = element.style;
	let key;
	for (key in style) elementStyle[key] = style[key];
	projection?.applyProjectionStyles(elementStyle, styleProp);
	for (key in vars) elementStyle.setProperty(key, vars[key]);
}
// node_modules/motion-dom/dist/es/render/html/HTMLVisualElement.mjs
function getComputedStyle$1(element) {
	return window.getComputedStyle(element);
}
var HTMLVisualElement = class extends DOMVisualElement {
	constructor() {
		super(...arguments);
		this.type = "html";
		this.renderInstance = renderHTML;
	}
	mount(instance) {
		/**
		* If a custom component forwards its ref to something other than a
		* HTML/SVG element (a class instance, an imperative handle) there's
		* nothing for Motion to style, measure or attach gestures to. #2777
		*/
		invariant(Boolean(instance.style), "motion.create() components must forward their ref to a HTML or SVG element", "custom-component-ref");
		super.mount(instance);
	}
	readValueFromInstance(instance, key) {
		if (transformProps.has(key)) return this.projection?.isProjecting ? defaultTransformValue(key) : readTransformValue(instance, key);
		else {
			const computedStyle = getComputedStyle$1(instance);
			const value = (isCSSVariableName(key) ? computedStyle.getPropertyValue(key) : computedStyle[key]) || 0;
			return typeof value === "string" ? value.trim() : value;
		}
	}
	measureInstanceViewportBox(instance, { transformPagePoint }) {
		return measureViewportBox(instance, transformPagePoint);
	}
	build(renderState, latestValues, props) {
		buildHTMLStyles(renderState, latestValues, props.transformTemplate);
	}
	scrapeMotionValuesFromProps(props, prevProps, visualElement) {
		return scrapeMotionValuesFromProps(props, prevProps, visualElement);
	}
};
// node_modules/motion-dom/dist/es/gestures/utils/is-primary-pointer.mjs
var isPrimaryPointer = (event) => {
	if (event.pointerType === "mouse") return typeof event.button !== "number" || event.button <= 0;
	else
 /**
	* isPrimary is true for all mice buttons, whereas every touch point
	* is regarded as its own input. So subsequent concurrent touch points
	* will be false.
	*
	* Specifically match against false here as incomplete versions of
	* PointerEvents in very old browser might have it set as undefined.
	*/
	return event.isPrimary !== false;
};
// node_modules/motion-dom/dist/es/events/event-info.mjs
function extractEventInfo(event) {
	return { point: {
		x: event.pageX,
		y: event.pageY
	} };
}
// node_modules/motion-dom/dist/es/gestures/press/utils/is-keyboard-accessible.mjs
var keyboardAccessibleElements = /* @__PURE__ */ new Set([
	"BUTTON",
	"INPUT",
	"SELECT",
	"TEXTAREA",
	"A"
]);
/**
* Checks if an element is natively keyboard accessible (focusable).
* Used by the press gesture to determine if we need to add tabIndex.
*/
function isElementKeyboardAccessible(element) {
	return keyboardAccessibleElements.has(element.tagName) || element.isContentEditable === true;
}
// node_modules/motion-dom/dist/es/gestures/drag/state/is-active.mjs
var isDragging = {
	x: false,
	y: false
};
function isDragActive() {
	return isDragging.x || isDragging.y;
}
// node_modules/motion-dom/dist/es/gestures/utils/setup.mjs
function setupGesture(elementOrSelector, options) {
	const elements = resolveElements(elementOrSelector);
	const gestureAbortController = new AbortController();
	return [
		elements,
		{
			passive: true,
			...options,
			signal: gestureAbortController.signal
		},
		addToScope(() => gestureAbortController.abort())
	];
}
// node_modules/motion-dom/dist/es/gestures/hover.mjs
function isValidHover(event) {
	return !(event.pointerType === "touch" || isDragActive());
}
/**
* Create a hover gesture. hover() is different to .addEventListener("pointerenter")
* in that it has an easier syntax, filters out polyfilled touch events, interoperates
* with drag gestures, and automatically removes the "pointerleave" event listener when the hover ends.
*
* @public
*/
function hover(elementOrSelector, onHoverStart, options = {}) {
	onHoverStart = bindToScope(onHoverStart);
	const [elements, eventOptions, cancel] = setupGesture(elementOrSelector, options);
	elements.forEach((element) => {
		let isPressed = false;
		let deferredHoverEnd = false;
		let hoverEndCallback;
		const removePointerLeave = () => {
			element.removeEventListener("pointerleave", onPointerLeave);
		};
		const endHover = (event) => {
			if (hoverEndCallback) {
				hoverEndCallback(event);
				hoverEndCallback = void 0;
			}
			removePointerLeave();
		};
		const onPointerUp = (event) => {
			isPressed = false;
			window.removeEventListener("pointerup", onPointerUp);
			window.removeEventListener("pointercancel", onPointerUp);
			if (deferredHoverEnd) {
				deferredHoverEnd = false;
				endHover(event);
			}
		};
		const onPointerDown = () => {
			isPressed = true;
			window.addEventListener("pointerup", onPointerUp, eventOptions);
			window.addEventListener("pointercancel", onPointerUp, eventOptions);
		};
		const onPointerLeave = (leaveEvent) => {
			if (leaveEvent.pointerType === "touch") return;
			if (isPressed) {
				deferredHoverEnd = true;
				return;
			}
			endHover(leaveEvent);
		};
		const onPointerEnter = (enterEvent) => {
			if (!isValidHover(enterEvent)) return;
			deferredHoverEnd = false;
			const onHoverEnd = onHoverStart(element, enterEvent);
			if (typeof onHoverEnd !== "function") return;
			hoverEndCallback = onHoverEnd;
			element.addEventListener("pointerleave", onPointerLeave, eventOptions);
		};
		element.addEventListener("pointerenter", onPointerEnter, eventOptions);
		element.addEventListener("pointerdown", onPointerDown, eventOptions);
	});
	return cancel;
}
// node_modules/motion-dom/dist/es/gestures/utils/is-node-or-child.mjs
/**
* Recursively traverse up the tree to check whether the provided child node
* is the parent or a descendant of it.
*
* @param parent - Element to find
* @param child - Element to test against parent
*/
var isNodeOrChild = (parent, child) => {
	if (!child) return false;
	else if (parent === child) return true;
	else return isNodeOrChild(parent, child.parentElement);
};
// node_modules/motion-dom/dist/es/gestures/press/utils/state.mjs
var isPressing = /* @__PURE__ */ new WeakSet();
// node_modules/motion-dom/dist/es/gestures/press/utils/keyboard.mjs
/**
* Filter out events that are not "Enter" keys.
*/
function filterEvents(callback) {
	return (event) => {
		if (event.key !== "Enter") return;
		callback(event);
	};
}
function firePointerEvent(target, type) {
	target.dispatchEvent(new PointerEvent("pointer" + type, {
		isPrimary: true,
		bubbles: true
	}));
}
var enableKeyboardPress = (element, eventOptions) => {
	/**
	* Listeners are scoped to this focus and all released on blur, rather
	* than added per Enter press, so they can't accumulate and fire
	* duplicate pointerup/pointercancel events. See #3935.
	*/
	let isKeyPressing = false;
	const handleKeydown = filterEvents(() => {
		if (isKeyPressing || isPressing.has(element)) return;
		isKeyPressing = true;
		firePointerEvent(element, "down");
	});
	const handleKeyup = filterEvents(() => {
		if (!isKeyPressing) return;
		isKeyPressing = false;
		firePointerEvent(element, "up");
	});
	element.addEventListener("keydown", handleKeydown, eventOptions);
	element.addEventListener("keyup", handleKeyup, eventOptions);
	/**
	* On blur, remove the key listeners and cancel any keyboard press.
	*/
	element.addEventListener("blur", () => {
		element.removeEventListener("keydown", handleKeydown);
		element.removeEventListener("keyup", handleKeyup);
		if (isKeyPressing) firePointerEvent(element, "cancel");
	}, {
		...eventOptions,
		once: true
	});
};
// node_modules/motion-dom/dist/es/gestures/press/index.mjs
/**
* Filter out events that are not primary pointer events, or are triggering
* while a Motion gesture is active.
*/
function isValidPressEvent(event) {
	return isPrimaryPointer(event) && !isDragActive();
}
var claimedPointerDownEvents = /* @__PURE__ */ new WeakSet();
/**
* Max distance in px between consecutive presses of a `count` sequence.
* Android's `ViewConfiguration` double tap slop is 100dp.
*/
var sequenceSlop = 100;
/**
* Max distance in px a pointer can move during a held press (`hold`
* pending, or `repeat`). Android's `ViewConfiguration` touch slop is 8dp.
*/
var holdSlop = 8;
var exceeds = (a, b, max) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) > max;
var preventDefault = (event) => event.preventDefault();
/**
* Create a press gesture.
*
* Press is different to `"pointerdown"`, `"pointerup"` in that it
* automatically filters out secondary pointer events like right
* click and multitouch.
*
* It also adds accessibility support for keyboards, where
* an element with a press gesture will receive focus and
*  trigger on Enter `"keydown"` and `"keyup"` events.
*
* This is different to a browser's `"click"` event, which does
* respond to keyboards but only for the `"click"` itself, rather
* than the press start and end/cancel. The element also needs
* to be focusable for this to work, whereas a press gesture will
* make an element focusable by default.
*
* `onPressStart` fires on the first pointer or key down, and can return
* a function to call when the press ends, or an object of handlers for
* this press:
*
* ```js
* press(button, () => ({
*   onHold: (progress) => {},
*   onComplete: (event, { success }) => {},
* }), { hold: 0.5 })
* ```
*
* @public
*/
function press(targetOrSelector, onPressStart, options = {}) {
	onPressStart = bindToScope(onPressStart);
	const [targets, eventOptions, cancelEvents] = setupGesture(targetOrSelector, options);
	const sequences = /* @__PURE__ */ new WeakMap();
	const startPress = (startEvent) => {
		const target = startEvent.currentTarget;
		if (!isValidPressEvent(startEvent)) return;
		if (claimedPointerDownEvents.has(startEvent)) return;
		if (options.stopPropagation) claimedPointerDownEvents.add(startEvent);
		/**
		* Options are read per press so they can be updated between presses.
		*/
		const { count: presses = 1, countTimeout = .3, hold = 0, repeat } = options;
		const downTime = time.now();
		const holdTime = secondsToMilliseconds(hold);
		const timeout = secondsToMilliseconds(countTimeout);
		let previous = sequences.get(target);
		/**
		* A press during a `count` sequence continues it. If it's too late
		* or too far away, the sequence is cancelled and this press starts
		* a new one.
		*/
		if (previous?.expire(exceeds(previous.event, startEvent, sequenceSlop))) previous = void 0;
		else if (previous) {
			cancelFrame(previous.expire);
			sequences.delete(target);
		}
		const count = previous ? previous.count + 1 : 1;
		const isFinal = count >= presses;
		const isHeld = isFinal && (hold || repeat);
		let isActive = !hold;
		let repeats = 0;
		let handlers;
		isPressing.add(target);
		if (previous) handlers = previous.handlers;
		else {
			const result = onPressStart(target, startEvent);
			handlers = typeof result === "function" ? { onComplete: result } : result || {};
		}
		isFinal && isActive && handlers.onActive?.();
		/**
		* While held, `onHold` reports progress from 0 to 1 over `hold`,
		* then over each `repeat`. Each cycle reports exactly 1 at its end,
		* then 0 on the next frame.
		*/
		const repeatTime = secondsToMilliseconds(repeat);
		let length = holdTime || repeatTime;
		let cycleEnd = downTime + length;
		let isCycleStart = true;
		const tick = () => {
			if (eventOptions.signal.aborted) return cancelFrame(tick);
			let progress = Math.min(1 - (cycleEnd - time.now()) / length, 1);
			/**
			* The frame after a boundary reports 0, so each cycle visibly
			* restarts. Boundaries are timed from `downTime`, so this
			* doesn't delay the next one. If a long frame has already
			* passed the next boundary, it reports 1 instead.
			*/
			if (isCycleStart && progress < 1) progress = 0;
			isCycleStart = false;
			handlers.onHold?.(progress);
			if (progress < 1) return;
			if (isActive) handlers.onRepeat?.(++repeats);
			else {
				isActive = true;
				handlers.onActive?.();
			}
			if (repeat) {
				isCycleStart = true;
				cycleEnd += length = repeatTime;
			} else cancelFrame(tick);
		};
		/**
		* End listeners run in the capture phase so a descendant calling
		* stopPropagation() in its own pointerup handler can't prevent the
		* press gesture from ending. This also keeps the gesture-end
		* ordering consistent with the drag gesture. See #2794.
		*/
		const endEventOptions = {
			...eventOptions,
			capture: true
		};
		const onPointerEnd = (endEvent, success) => {
			/**
			* Another touch lifting (for instance after a pinch) doesn't
			* end the press.
			*/
			if (!isPrimaryPointer(endEvent)) return;
			window.removeEventListener("pointerup", onPointerUp, endEventOptions);
			window.removeEventListener("pointercancel", onPointerCancel, endEventOptions);
			window.removeEventListener("pointermove", onPointerMove, endEventOptions);
			target.removeEventListener("contextmenu", preventDefault);
			cancelFrame(tick);
			isPressing.delete(target);
			/**
			* A press that ends while a drag is active is a cancel.
			*/
			if (isDragActive()) success = false;
			if (success && !isFinal) {
				/**
				* Wait for the next press of the sequence, and cancel the
				* gesture if it doesn't arrive in time.
				*/
				const end = time.now();
				/**
				* Cancels the sequence if it's `force`d, or the interval
				* has passed. Runs every frame, where `force` is frame
				* data, so it's checked with `=== true`.
				*/
				const expire = (force) => {
					const isAborted = eventOptions.signal.aborted;
					if (isAborted || force === true || time.now() - end > timeout) {
						cancelFrame(expire);
						sequences.delete(target);
						isAborted || handlers.onComplete?.(endEvent, { success: false });
						return true;
					}
				};
				sequences.set(target, {
					count,
					event: startEvent,
					handlers,
					expire
				});
				frame.update(expire, true);
			} else
 /**
			* Releasing before `hold` is reached is a cancel.
			*/
			handlers.onComplete?.(endEvent, { success: success && isActive });
		};
		const onPointerUp = (upEvent) => {
			onPointerEnd(upEvent, target === window || target === document || options.useGlobalTarget || isNodeOrChild(target, upEvent.target));
		};
		const onPointerCancel = (cancelEvent) => {
			onPointerEnd(cancelEvent, false);
		};
		/**
		* Moving during a pending long press, or a repeating press, cancels
		* it, so scrolling on touch devices doesn't trigger it. A drag
		* starting during a `count` sequence cancels it.
		*/
		const onPointerMove = (moveEvent) => {
			if (isPrimaryPointer(moveEvent) && ((repeat || !isActive) && exceeds(startEvent, moveEvent, holdSlop) || presses > 1 && isDragActive())) onPointerCancel(moveEvent);
		};
		window.addEventListener("pointerup", onPointerUp, endEventOptions);
		window.addEventListener("pointercancel", onPointerCancel, endEventOptions);
		if (isHeld || presses > 1) window.addEventListener("pointermove", onPointerMove, endEventOptions);
		if (isHeld) {
			frame.update(tick, true);
			/**
			* Touch devices open a context menu or callout on long press,
			* which would cancel the gesture.
			*/
			target.addEventListener("contextmenu", preventDefault, {
				...eventOptions,
				passive: false
			});
		}
	};
	targets.forEach((target) => {
		(options.useGlobalTarget ? window : target).addEventListener("pointerdown", startPress, eventOptions);
		if (isHTMLElement(target)) {
			target.addEventListener("focus", () => enableKeyboardPress(target, eventOptions), eventOptions);
			if (!isElementKeyboardAccessible(target) && !target.hasAttribute("tabindex")) target.tabIndex = 0;
		}
	});
	return cancelEvents;
}
// node_modules/motion-dom/dist/es/render/Feature.mjs
/**
* Feature base class for extending VisualElement functionality.
* Features are plugins that can be mounted/unmounted to add behavior
* like gestures, animations, or layout tracking.
*/
var Feature = class {
	constructor(node) {
		this.isMounted = false;
		this.node = node;
	}
	update() {}
};
// node_modules/motion-dom/dist/es/render/svg/utils/camel-case-attrs.mjs
/**
* A set of attribute names that are always read/written as camel case.
*/
var camelCaseAttributes = /* @__PURE__ */ new Set([
	"baseFrequency",
	"diffuseConstant",
	"kernelMatrix",
	"kernelUnitLength",
	"keySplines",
	"keyTimes",
	"limitingConeAngle",
	"markerHeight",
	"markerWidth",
	"numOctaves",
	"targetX",
	"targetY",
	"surfaceScale",
	"specularConstant",
	"specularExponent",
	"stdDeviation",
	"tableValues",
	"viewBox",
	"gradientTransform",
	"pathLength",
	"startOffset",
	"textLength",
	"lengthAdjust"
]);
// node_modules/motion-dom/dist/es/render/svg/utils/render.mjs
function renderSVG(element, renderState, _styleProp, projection) {
	renderHTML(element, renderState, void 0, projection);
	for (const key in renderState.attrs) element.setAttribute(!camelCaseAttributes.has(key) ? camelToDash(key) : key, renderState.attrs[key]);
}
// node_modules/motion-dom/dist/es/render/svg/SVGVisualElement.mjs
var SVGVisualElement = class extends DOMVisualElement {
	constructor() {
		super(...arguments);
		this.type = "svg";
		this.isSVGTag = false;
		this.measureInstanceViewportBox = createBox;
	}
	getBaseTargetFromProps(props, key) {
		/**
		* An independent transform's base is never an attribute of the same
		* name, e.g. <rect x> is a position, not a translate. Like HTML it
		* comes from style, falling back to the transform's default.
		*/
		return transformProps.has(key) ? super.getBaseTargetFromProps(props, key) ?? defaultTransformValue(key) : props[key];
	}
	/**
	* An independent transform's origin is never read from the DOM, so it
	* starts from its latest or default value and renders on mount.
	*/
	getDefaultValue(key) {
		return transformProps.has(key) ? this.latestValues[key] ?? defaultTransformValue(key) : void 0;
	}
	readValueFromInstance(instance, key) {
		if (transformProps.has(key)) {
			const defaultType = getDefaultValueType(key);
			return defaultType ? defaultType.default || 0 : 0;
		}
		if (cssStyleProperties.includes(key)) {
			const value = getComputedStyle(instance)[key];
			if (typeof value === "string" && value) return value.trim();
		}
		key = !camelCaseAttributes.has(key) ? camelToDash(key) : key;
		return instance.getAttribute(key);
	}
	scrapeMotionValuesFromProps(props, prevProps, visualElement) {
		return scrapeMotionValuesFromProps$2(props, prevProps, visualElement);
	}
	build(renderState, latestValues, props) {
		buildSVGAttrs(renderState, latestValues, this.isSVGTag, props.transformTemplate, props.style);
	}
	renderInstance(instance, renderState, styleProp, projection) {
		renderSVG(instance, renderState, styleProp, projection);
	}
	mount(instance) {
		this.isSVGTag = isSVGTag(instance.tagName);
		super.mount(instance);
	}
};
// node_modules/motion-dom/dist/es/render/utils/shallow-compare.mjs
function shallowCompare(next, prev) {
	if (!Array.isArray(prev)) return false;
	const prevLength = prev.length;
	if (prevLength !== next.length) return false;
	for (let i = 0; i < prevLength; i++) if (prev[i] !== next[i]) return false;
	return true;
}
// node_modules/motion-dom/dist/es/render/utils/animation-state.mjs
var reversePriorityOrder = [...variantPriorityOrder].reverse();
/**
* The transition a value uses when it leaves a state (#1725): the state's
* own transition when `out: true`, or the `out` transition itself.
* Value-specific keys are resolved by animateTarget.
*/
var getOutTransition = (transition) => transition?.out === true ? transition : transition?.out;
/**
* Diffs the element's animation props (one layer per AnimationType, highest
* priority wins each value) against the previous call and starts animations
* for what changed.
*
* Uses `any` type for visualElement to avoid circular dependencies. It reads
* props, parent, presenceContext, variantChildren, enteringChildren,
* manuallyAnimateOnMount, blockInitialAnimation, getValue(),
* getBaseTargetFromProps(), baseTarget and initialValues.
*/
function createAnimationState(visualElement) {
	let animate = (animations) => Promise.all(animations.map(({ animation, options }) => animateVisualElement(visualElement, animation, options)));
	let state = createState();
	let isInitialRender = true;
	/**
	* After a reset (StrictMode, Suspense, AnimatePresence re-entry) the next
	* animateChanges() mounts again, but initial={false} no longer applies.
	*/
	let wasReset = false;
	function animateChanges(changedActiveType) {
		const { props, parent, manuallyAnimateOnMount } = visualElement;
		const { initial } = props;
		const isMounting = isInitialRender || wasReset;
		const animations = [];
		const resolveInitial = (definition = initial) => typeof definition !== "boolean" && resolveVariant(visualElement, Array.isArray(definition) ? definition[0] : definition, visualElement.presenceContext?.custom) || void 0;
		/**
		* Values removed from a type, mapped to the out transition of the
		* state they're leaving. A lower-priority type that defines them
		* animates them back, otherwise they fall back to a base target.
		*/
		const removedKeys = /* @__PURE__ */ new Map();
		/**
		* Values claimed by active, higher-priority types.
		*/
		let encounteredKeys = {};
		/**
		* Once a type has been deactivated, lower-priority variant labels
		* re-animate so variant children animate back too.
		*/
		let removedVariantIndex = Infinity;
		/**
		* Variant labels are inherited from the closest variant-controlling
		* ancestor, unless an element on the way has inherit={false}.
		*/
		let source = visualElement;
		do
			source = source.props.inherit !== false && source.parent;
		while (source && !source.isControllingVariants);
		/**
		* Mounting leaves initial, so values use its out transition. Like the
		* other types, variant children inherit initial's label.
		*/
		const initialOut = isMounting && getOutTransition(resolveInitial(initial ?? (source && source.props.initial))?.transition);
		reversePriorityOrder.forEach((type, i) => {
			const typeState = state[type];
			const ownProp = props[type];
			const inheritedProp = source && source.props[type];
			const prop = ownProp !== void 0 ? ownProp : isVariantLabel(inheritedProp) || inheritedProp === false ? inheritedProp : void 0;
			const propIsVariant = isVariantLabel(prop);
			const activeDelta = type === changedActiveType ? typeState.isActive : null;
			/**
			* Inherited labels are animated by the parent through
			* variantChildren, unless this element mounted after its parent.
			*/
			const isInherited = propIsVariant && ownProp === void 0 && !(isMounting && manuallyAnimateOnMount);
			typeState.protectedKeys = { ...encounteredKeys };
			if (!typeState.isActive && activeDelta === null || !prop && !typeState.prevProp || isAnimationControls(prop) || typeof prop === "boolean") return;
			/**
			* Set after the skip above, so deactivating a type that has nothing
			* to animate (e.g. whileTap with no prop) doesn't re-run the variants
			* below it.
			*/
			if (activeDelta === false) removedVariantIndex = i;
			/**
			* Don't re-resolve a running exit: a changed custom would start
			* new value animations that stop the originals, leaving the exit
			* promise unresolved and the element stuck in the DOM.
			*/
			if (type === "exit" && typeState.isActive && activeDelta !== true) {
				encounteredKeys = {
					...encounteredKeys,
					...typeState.prevResolvedValues
				};
				return;
			}
			const variantDidChange = checkVariantsDidChange(typeState.prevProp, prop);
			let shouldAnimateType = variantDidChange || propIsVariant && (activeDelta && !isInherited || i > removedVariantIndex);
			let handledRemovedValues = false;
			const definitionList = Array.isArray(prop) ? prop : [prop];
			let resolvedValues = {};
			let out;
			if (activeDelta !== false) for (const definition of definitionList) {
				const { transition, transitionEnd, ...target } = resolveVariant(visualElement, definition, getTypeCustom(visualElement, type)) || {};
				resolvedValues = {
					...resolvedValues,
					...target,
					...transitionEnd
				};
				/**
				* One out transition per type. With a list of labels,
				* the last one that sets out applies to all its values.
				*/
				out = getOutTransition(transition) || out;
			}
			const { prevResolvedValues } = typeState;
			for (const key in {
				...prevResolvedValues,
				...resolvedValues
			}) {
				if (key in encounteredKeys) continue;
				const next = resolvedValues[key];
				const prev = prevResolvedValues[key];
				/**
				* Keyframes compare by value, but replay whenever the
				* variant label changed.
				*/
				const valueHasChanged = Array.isArray(next) && Array.isArray(prev) ? !shallowCompare(next, prev) || variantDidChange : next !== prev;
				let outTransition;
				if (valueHasChanged && (next === void 0 || next === null))
 /**
				* The highest-priority state a value leaves wins.
				*/
				removedKeys.has(key) || removedKeys.set(key, typeState.prevOut);
				else if (valueHasChanged || next !== void 0 && removedKeys.has(key)) {
					shouldAnimateType = true;
					outTransition = removedKeys.get(key) || initialOut;
					if (removedKeys.delete(key)) handledRemovedValues = true;
					typeState.needsAnimating[key] = true;
					const motionValue = visualElement.getValue(key);
					if (motionValue) motionValue.liveStyle = false;
				} else typeState.protectedKeys[key] = true;
				typeState.out[key] = outTransition;
			}
			typeState.prevProp = prop;
			typeState.prevResolvedValues = resolvedValues;
			typeState.prevOut = out;
			if (typeState.isActive) encounteredKeys = {
				...encounteredKeys,
				...resolvedValues
			};
			if (shouldAnimateType && (!(isInherited && variantDidChange) || handledRemovedValues)) for (const animation of definitionList) {
				const options = { type };
				/**
				* Elements that mount into an already-mounted parent
				* animate themselves, staggered by the parent variant's
				* delayChildren.
				*/
				if (typeof animation === "string" && isMounting && manuallyAnimateOnMount && parent?.enteringChildren) {
					const delayChildren = resolveVariant(parent, animation)?.transition?.delayChildren;
					options.delay = calcChildStagger(parent.enteringChildren, visualElement, delayChildren);
				}
				animations.push({
					animation,
					options
				});
			}
		});
		/**
		* Removed values that no lower-priority type defines animate back to
		* initial, then style, then the value as first read. If initial no
		* longer defines a value it once did, it stays where it is.
		*/
		if (removedKeys.size) {
			const fallbackAnimation = {};
			const resolvedInitial = resolveInitial();
			let fallbackTransition = resolvedInitial?.transition;
			removedKeys.forEach((outTransition, key) => {
				if (outTransition) fallbackTransition = {
					...fallbackTransition || visualElement.getDefaultTransition(),
					[key]: outTransition
				};
				const motionValue = visualElement.getValue(key);
				if (motionValue) motionValue.liveStyle = true;
				const fromInitial = resolvedInitial && !Array.isArray(initial) ? resolvedInitial[key] : void 0;
				const fromProps = visualElement.getBaseTargetFromProps(props, key);
				fallbackAnimation[key] = (fromInitial !== void 0 ? fromInitial : fromProps !== void 0 && !isMotionValue(fromProps) ? fromProps : visualElement.initialValues[key] === void 0 ? visualElement.baseTarget[key] : void 0) ?? null;
				/**
				* If it stays where it is, that's now its base. Otherwise a
				* later removal (like a gesture ending) would also stay,
				* leaving the value stuck. Stop first so accelerated
				* animations sync the value they reached. In practice initial
				* only changes like this with Fast Refresh, so this is
				* dev-only (#3787).
				*/
				if (fallbackAnimation[key] === null && visualElement.initialValues[key] !== void 0) {
					delete visualElement.initialValues[key];
					motionValue?.stop();
					visualElement.baseTarget[key] = motionValue?.get();
				}
			});
			if (fallbackTransition) fallbackAnimation.transition = fallbackTransition;
			animations.push({ animation: fallbackAnimation });
		}
		const blockAnimation = isMounting && visualElement.blockInitialAnimation || isInitialRender && !manuallyAnimateOnMount && (props.initial === false || props.initial === props.animate);
		isInitialRender = wasReset = false;
		return !blockAnimation && animations.length ? animate(animations) : Promise.resolve();
	}
	/**
	* Change whether a certain animation type is active.
	*/
	function setActive(type, isActive) {
		if (state[type].isActive === isActive) return Promise.resolve();
		visualElement.variantChildren?.forEach((child) => child.animationState?.setActive(type, isActive));
		state[type].isActive = isActive;
		const animations = animateChanges(type);
		for (const key in state) state[key].protectedKeys = {};
		return animations;
	}
	return {
		animateChanges,
		setActive,
		/**
		* Allows tests to inject a mocked animate function.
		* @internal
		*/
		setAnimateFunction: (makeAnimator) => {
			animate = makeAnimator(visualElement);
		},
		getState: () => state,
		reset: () => {
			state = createState();
			wasReset = true;
		}
	};
}
function checkVariantsDidChange(prev, next) {
	if (typeof next === "string") return next !== prev;
	else if (Array.isArray(next)) return !shallowCompare(next, prev);
	return false;
}
function createState() {
	const state = {};
	for (const type of variantPriorityOrder) state[type] = {
		isActive: type === "animate",
		protectedKeys: {},
		needsAnimating: {},
		prevResolvedValues: {},
		out: {}
	};
	return state;
}
// node_modules/framer-motion/dist/es/render/dom/create-visual-element.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var createDomVisualElement = (Component, options) => {
	return options.isSVG ?? isSVGComponent(Component) ? new SVGVisualElement(options) : new HTMLVisualElement(options, { allowProjection: Component !== import_react.Fragment });
};
// node_modules/framer-motion/dist/es/motion/features/animation/index.mjs
var AnimationFeature = class extends Feature {
	/**
	* We dynamically generate the AnimationState manager as it contains a reference
	* to the underlying animation library. We only want to load that if we load this,
	* so people can optionally code split it out using the `m` component.
	*/
	constructor(node) {
		super(node);
		node.animationState || (node.animationState = createAnimationState(node));
	}
	updateAnimationControlsSubscription() {
		const { animate } = this.node.getProps();
		if (isAnimationControls(animate)) this.unmountControls = animate.subscribe(this.node);
	}
	/**
	* Subscribe any provided AnimationControls to the component's VisualElement
	*/
	mount() {
		this.updateAnimationControlsSubscription();
	}
	update() {
		if (this.node.getProps().animate !== this.node.prevProps?.animate) this.updateAnimationControlsSubscription();
	}
	unmount() {
		this.node.animationState.reset();
		this.unmountControls?.();
	}
};
// node_modules/framer-motion/dist/es/motion/features/animation/exit.mjs
var id = 0;
var ExitAnimationFeature = class extends Feature {
	constructor() {
		super(...arguments);
		this.id = id++;
	}
	update() {
		const { presenceContext, animationState } = this.node;
		if (!presenceContext || !animationState) return;
		const { isPresent, onExitComplete } = presenceContext;
		/**
		* Compare presence with our own exit, not the previous presence
		* context. An element can mount already exiting, for instance when
		* Suspense reveals it in the render that removed it, and then both
		* contexts have isPresent: false (#4049).
		*/
		if (isPresent === !this.exit) return;
		if (isPresent) {
			/**
			* When re-entering after the exit completed (element is at
			* rest), replay the enter animation from initial.
			*/
			if (this.exit === true) {
				const { initial } = this.node.getProps();
				if (initial && !Array.isArray(initial)) {
					const { transition, transitionEnd, ...target } = resolveVariant(this.node, initial) || {};
					for (const key in target) this.node.getValue(key)?.jump(target[key]);
				}
				/**
				* A re-entering element is no longer an initial child, so
				* AnimatePresence's initial={false} mustn't block its enter.
				*/
				this.node.blockInitialAnimation = false;
				animationState.reset();
				animationState.animateChanges();
			} else animationState.setActive("exit", false);
			this.exit = void 0;
			return;
		}
		const exit = this.exit = animationState.setActive("exit", true);
		if (onExitComplete) exit.then(() => {
			/**
			* An exit can resolve after the element has re-entered, e.g.
			* when its final tick lands in the stop() of the enter.
			*/
			if (this.exit !== exit) return;
			this.exit = true;
			onExitComplete(this.id);
		});
	}
	mount() {
		const { register } = this.node.presenceContext || {};
		if (register) this.unmount = register(this.id, this.node);
		this.update();
	}
	unmount() {}
};
// node_modules/framer-motion/dist/es/motion/features/animations.mjs
var animations = {
	animation: { Feature: AnimationFeature },
	exit: { Feature: ExitAnimationFeature }
};
// node_modules/framer-motion/dist/es/gestures/hover.mjs
/**
* Toggle `while{gesture}` and fire `on{gesture}{lifecycle}`, e.g.
* `onHoverStart` or, with an empty lifecycle, `onTap`. A repeat fires the
* callback but leaves `while{gesture}` active.
*/
function handleGestureEvent(node, event, gesture, lifecycle, isRepeat) {
	const { props } = node;
	const whileKey = "while" + gesture;
	if (!isRepeat && node.animationState && props[whileKey]) node.animationState.setActive(whileKey, lifecycle === "Start");
	const callback = props["on" + gesture + lifecycle];
	if (callback) frame.postRender(() => callback(event, extractEventInfo(event)));
}
var HoverGesture = class extends Feature {
	mount() {
		const { current } = this.node;
		if (!current) return;
		this.unmount = hover(current, (_element, startEvent) => {
			handleGestureEvent(this.node, startEvent, "Hover", "Start");
			return (endEvent) => handleGestureEvent(this.node, endEvent, "Hover", "End");
		});
	}
	unmount() {}
};
// node_modules/framer-motion/dist/es/gestures/focus.mjs
var FocusGesture = class extends Feature {
	constructor() {
		super(...arguments);
		this.isActive = false;
	}
	onFocus() {
		let isFocusVisible = false;
		/**
		* If this element doesn't match focus-visible then don't
		* apply whileHover. But, if matches throws that focus-visible
		* is not a valid selector then in that browser outline styles will be applied
		* to the element by default and we want to match that behaviour with whileFocus.
		*/
		try {
			isFocusVisible = this.node.current.matches(":focus-visible");
		} catch (e) {
			isFocusVisible = true;
		}
		if (!isFocusVisible || !this.node.animationState) return;
		this.node.animationState.setActive("whileFocus", true);
		this.isActive = true;
	}
	onBlur() {
		if (!this.isActive || !this.node.animationState) return;
		this.node.animationState.setActive("whileFocus", false);
		this.isActive = false;
	}
	mount() {
		this.unmount = pipe(addDomEvent(this.node.current, "focus", () => this.onFocus()), addDomEvent(this.node.current, "blur", () => this.onBlur()));
	}
	unmount() {}
};
// node_modules/framer-motion/dist/es/gestures/press.mjs
function handlePressEvent(node, event, lifecycle, isRepeat) {
	if (node.current instanceof HTMLButtonElement && node.current.disabled) return;
	handleGestureEvent(node, event, "Tap", lifecycle, isRepeat);
}
var PressGesture = class extends Feature {
	constructor() {
		super(...arguments);
		/**
		* press() reads its options on each press, so this object is kept
		* and updated in place when props change.
		*/
		this.options = {};
	}
	mount() {
		const { current } = this.node;
		if (!current) return;
		this.update();
		this.unmount = press(current, (_element, startEvent) => {
			handlePressEvent(this.node, startEvent, "Start");
			return {
				onComplete: (endEvent, { success }) => handlePressEvent(this.node, endEvent, success ? "" : "Cancel"),
				onRepeat: () => handlePressEvent(this.node, startEvent, "", true)
			};
		}, this.options);
	}
	update() {
		const { options, node } = this;
		const { globalTapTarget, propagate, tap } = node.props;
		for (const key in options) delete options[key];
		Object.assign(options, tap, {
			useGlobalTarget: globalTapTarget,
			stopPropagation: propagate?.tap === false
		});
	}
	unmount() {}
};
// node_modules/framer-motion/dist/es/motion/features/viewport/observers.mjs
/**
* Map an IntersectionHandler callback to an element. We only ever make one handler for one
* element, so even though these handlers might all be triggered by different
* observers, we can keep them in the same map.
*/
var observerCallbacks = /* @__PURE__ */ new WeakMap();
/**
* Multiple observers can be created for multiple element/document roots. Each with
* different settings. So here we store dictionaries of observers to each root,
* using serialised settings (threshold/margin) as lookup keys.
*/
var observers = /* @__PURE__ */ new WeakMap();
var fireObserverCallback = (entry) => {
	const callback = observerCallbacks.get(entry.target);
	callback && callback(entry);
};
var fireAllObserverCallbacks = (entries) => {
	entries.forEach(fireObserverCallback);
};
function initIntersectionObserver({ root, ...options }) {
	const lookupRoot = root || document;
	/**
	* If we don't have an observer lookup map for this root, create one.
	*/
	if (!observers.has(lookupRoot)) observers.set(lookupRoot, {});
	const rootObservers = observers.get(lookupRoot);
	const key = JSON.stringify(options);
	/**
	* If we don't have an observer for this combination of root and settings,
	* create one.
	*/
	if (!rootObservers[key]) rootObservers[key] = new IntersectionObserver(fireAllObserverCallbacks, {
		root,
		...options
	});
	return rootObservers[key];
}
function observeIntersection(element, options, callback) {
	const rootInteresectionObserver = initIntersectionObserver(options);
	observerCallbacks.set(element, callback);
	rootInteresectionObserver.observe(element);
	return () => {
		observerCallbacks.delete(element);
		rootInteresectionObserver.unobserve(element);
	};
}
// node_modules/framer-motion/dist/es/motion/features/viewport/index.mjs
var thresholdNames = {
	some: 0,
	all: 1
};
var InViewFeature = class extends Feature {
	constructor() {
		super(...arguments);
		this.hasEnteredView = false;
		this.isInView = false;
	}
	startObserver() {
		this.stopObserver?.();
		const { viewport = {} } = this.node.getProps();
		const { root, margin: rootMargin, amount = "some", once } = viewport;
		const options = {
			root: root ? root.current : void 0,
			rootMargin,
			threshold: typeof amount === "number" ? amount : thresholdNames[amount]
		};
		const onIntersectionUpdate = (entry) => {
			const { isIntersecting } = entry;
			/**
			* If there's been no change in the viewport state, early return.
			*/
			if (this.isInView === isIntersecting) return;
			this.isInView = isIntersecting;
			/**
			* Handle hasEnteredView. If this is only meant to run once, and
			* element isn't visible, early return. Otherwise set hasEnteredView to true.
			*/
			if (once && !isIntersecting && this.hasEnteredView) return;
			else if (isIntersecting) this.hasEnteredView = true;
			if (this.node.animationState) this.node.animationState.setActive("whileInView", isIntersecting);
			/**
			* Use the latest committed props rather than the ones in scope
			* when this observer is created
			*/
			const { onViewportEnter, onViewportLeave } = this.node.getProps();
			const callback = isIntersecting ? onViewportEnter : onViewportLeave;
			callback && callback(entry);
		};
		this.stopObserver = observeIntersection(this.node.current, options, onIntersectionUpdate);
	}
	mount() {
		this.startObserver();
	}
	update() {
		if (typeof IntersectionObserver === "undefined") return;
		const { props, prevProps } = this.node;
		if ([
			"amount",
			"margin",
			"root"
		].some(hasViewportOptionChanged(props, prevProps))) this.startObserver();
	}
	unmount() {
		this.stopObserver?.();
		this.hasEnteredView = false;
		this.isInView = false;
	}
};
function hasViewportOptionChanged({ viewport = {} }, { viewport: prevViewport = {} } = {}) {
	return (name) => viewport[name] !== prevViewport[name];
}
// node_modules/framer-motion/dist/es/render/dom/features-animation.mjs
/**
* @public
*/
var domAnimation = /* @__PURE__ */ Object.assign({ renderer: createDomVisualElement }, animations, {
	inView: { Feature: InViewFeature },
	tap: { Feature: PressGesture },
	focus: { Feature: FocusGesture },
	hover: { Feature: HoverGesture }
});
export { domAnimation as default };
