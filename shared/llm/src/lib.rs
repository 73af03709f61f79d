//! Model clients (Anthropic, OpenAI-compatible, offline), per-phase routing and prompt rendering.
//! Empty until the LLM issue lands; the crate exists so the workspace has its final shape.
