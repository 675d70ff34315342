// Async boundary: shared modules are negotiated before any is evaluated.
import('./app/bootstrap');
