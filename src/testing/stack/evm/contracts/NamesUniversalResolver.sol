// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice The calls this resolver sends its gateway (the name service, src/server/names/gatewayAbi.ts).
interface INameGateway {
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory result, uint64 expires, bytes memory sig);
    function reverse(bytes calldata addr, uint256 coinType) external view returns (bytes memory result, uint64 expires, bytes memory sig);
}

/// @notice The local chains' stand-in for ENS's Universal Resolver, with the two entry points viem
/// calls: `resolveWithGateways` (getEnsAddress, getEnsText, getEnsAvatar) and `reverseWithGateways`
/// (getEnsName). Names stored on chain (`addressOf`, slot 0, as DemoUniversalResolver: demo.eth)
/// resolve at once; every other call reverts EIP-3668 `OffchainLookup` to the name service's
/// gateway, and the callback accepts the answer only when signed by a trusted gateway key over
/// keccak256(0x1900 . this . expires . keccak256(request) . keccak256(result)) (ENS
/// offchain-resolver's scheme) and not expired. The `gateways` argument viem passes (its batch
/// gateway) is ignored: this resolver asks its own gateway.
contract NamesUniversalResolver {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error ResolverNotFound(bytes name);
    error InvalidGatewaySignature();
    error GatewayAnswerExpired();
    error NotOwner();

    /// keccak256(DNS-encoded name) => address, for names kept on chain (slot 0).
    mapping(bytes32 => address) public addressOf;
    /// May change the gateway (slot 1).
    address public owner;
    string[] private urls;
    address[] private signerList;
    mapping(address => bool) public isSigner;

    event GatewayChanged(string[] urls, address[] signers);

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice Points the resolver at a gateway (EIP-3668 URL templates with {sender} and {data})
    /// and the keys whose signatures it trusts, replacing the previous ones.
    function setGateway(string[] calldata urls_, address[] calldata signers_) external {
        // string[] calldata cannot be copied to storage at once by solc's legacy code generator.
        if (msg.sender != owner) revert NotOwner();
        for (uint256 i = 0; i < signerList.length; i++) isSigner[signerList[i]] = false;
        delete signerList;
        for (uint256 i = 0; i < signers_.length; i++) {
            isSigner[signers_[i]] = true;
            signerList.push(signers_[i]);
        }
        delete urls;
        for (uint256 i = 0; i < urls_.length; i++) urls.push(urls_[i]);
        emit GatewayChanged(urls_, signers_);
    }

    function gatewayUrls() external view returns (string[] memory) {
        return urls;
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        address onChain = addressOf[keccak256(name)];
        if (onChain != address(0)) return (abi.encode(onChain), address(this));
        if (urls.length == 0) revert ResolverNotFound(name);
        bytes memory request = abi.encodeCall(INameGateway.resolve, (name, data));
        revert OffchainLookup(address(this), urls, request, this.resolveCallback.selector, request);
    }

    function resolveCallback(bytes calldata response, bytes calldata request) external view returns (bytes memory, address) {
        return (verified(response, request), address(this));
    }

    function reverseWithGateways(bytes calldata addr, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        if (urls.length == 0) revert ResolverNotFound(addr);
        bytes memory request = abi.encodeCall(INameGateway.reverse, (addr, coinType));
        revert OffchainLookup(address(this), urls, request, this.reverseCallback.selector, request);
    }

    function reverseCallback(bytes calldata response, bytes calldata request)
        external
        view
        returns (string memory name, address, address)
    {
        bytes memory result = verified(response, request);
        if (result.length > 0) name = abi.decode(result, (string));
        return (name, address(this), address(this));
    }

    function verified(bytes calldata response, bytes calldata request) internal view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory sig) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert GatewayAnswerExpired();
        bytes32 hash = keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(request), keccak256(result)));
        (address signer, ECDSA.RecoverError error_,) = ECDSA.tryRecover(hash, sig);
        if (error_ != ECDSA.RecoverError.NoError || !isSigner[signer]) revert InvalidGatewaySignature();
        return result;
    }
}
