// The async boundary lets Module Federation negotiate shared modules (React,
// MUI, …) before any of them is evaluated.
import('./app/bootstrap');
