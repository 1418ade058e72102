// Loaded on demand (import('./altcha-setup')) by the pages that show the widget, so the landing
// page never downloads it. The "external" build keeps the widget's styles and proof-of-work
// workers in separate files: the Content-Security-Policy allows scripts and workers from our own
// origin only, which rules out the default build's blob: workers.
import 'altcha/external';
import 'altcha/altcha.css';
import Argon2idWorker from 'altcha/workers/argon2id?worker';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ScryptWorker from 'altcha/workers/scrypt?worker';
import ShaWorker from 'altcha/workers/sha?worker';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the widget's algorithm names, never shown
const PBKDF2_ALGORITHMS = ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'];
const SHA_ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512'];

// Each factory runs only when a challenge asks for that algorithm, so unused workers are never fetched.
for (const name of PBKDF2_ALGORITHMS) {
  $altcha.algorithms.set(name, () => new Pbkdf2Worker());
}
for (const name of SHA_ALGORITHMS) {
  $altcha.algorithms.set(name, () => new ShaWorker());
}
$altcha.algorithms.set('ARGON2ID', () => new Argon2idWorker());
$altcha.algorithms.set('SCRYPT', () => new ScryptWorker());
